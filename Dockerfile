# One image for the API and the workers (TypeScript run by tsx, as in development); a second stage for the web.
FROM node:22-bookworm-slim AS deps
# The npm of package.json's packageManager (the image brings npm 10): the install then follows the same lockfile and
# install-script policy (allowScripts) as CI and development.
RUN npm install -g npm@11.19.1 --no-audit --no-fund
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
COPY packages/client/package.json packages/client/
COPY services/api/package.json services/api/
COPY services/worker/package.json services/worker/
COPY web/package.json web/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

FROM deps AS web-build
COPY . .
RUN npm run build -w @ppd/web

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=web-build /app/web/dist /usr/share/nginx/html

FROM deps AS app
COPY . .
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node_modules/.bin/tsx", "services/api/src/server.ts"]
