#!/usr/bin/env bash
# One command for the whole product on this machine: services, migrations, demo seed, web build, API + workers.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d node_modules ] || npm install --no-audit --no-fund
bash scripts/services.sh start
source scripts/env.sh
npm run --silent migrate -w @ppd/db
npm run --silent seed -w @ppd/db
npm run --silent build -w @ppd/web
export WEB_DIST="$PWD/web/dist" PORT="${PORT:-3000}" PUBLIC_URL="${PUBLIC_URL:-http://localhost:${PORT:-3000}}"

pids=()
stop() { kill "${pids[@]}" 2>/dev/null || true; wait; }
trap stop INT TERM EXIT
node_modules/.bin/tsx services/worker/src/main.ts & pids+=($!)
node_modules/.bin/tsx services/api/src/server.ts & pids+=($!)
echo "Monitoreo Comunitario PPD: $PUBLIC_URL (e-mails caught at $SMTP_CATCHER_URL)"
wait -n
