import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ALIAS_PREFIX } from '@ppd/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { activityAppRoutes } from './features/activities/app-routes.ts';
import { activityRoutes } from './features/activities/routes.ts';
import { appAlertRoutes } from './features/alerts/app-routes.ts';
import { alertRoutes } from './features/alerts/routes.ts';
import { apiKeyRoutes } from './features/api-keys/index.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { authorityRoutes } from './features/authorities/index.ts';
import { bulkSendRoutes } from './features/bulk-send/routes.ts';
import { catalogRoutes } from './features/catalogs/routes.ts';
import { claimRoutes } from './features/claims/index.ts';
import { commentRoutes } from './features/comments/routes.ts';
import { complaintFeature } from './features/complaints/index.ts';
import { dataRequestRoutes } from './features/data-requests/index.ts';
import { explorerRoutes } from './features/explorer/routes.ts';
import { gestorRoutes } from './features/gestores/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { mediaRoutes } from './features/media/routes.ts';
import { notificationAppRoutes } from './features/notifications/app-routes.ts';
import { ogcRoutes } from './features/ogc/index.ts';
import { open311Feature } from './features/open311/index.ts';
import { peopleRoutes } from './features/people/index.ts';
import { positionRoutes } from './features/positions/index.ts';
import { privacyRoutes, requireCurrentConsent, touchVisitors } from './features/privacy/index.ts';
import { recordRoutes } from './features/records/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { sessionRoutes } from './features/session/routes.ts';
import { surveyAppRoutes } from './features/surveys/app-routes.ts';
import { surveyRoutes } from './features/surveys/routes.ts';
import { visitorRoutes } from './features/visitors/routes.ts';
import { webhookRoutes } from './features/webhooks/index.ts';
import accounts from './plugins/accounts.ts';
import auth, { type DeclaredRoute, requireDeclaredAccess } from './plugins/auth.ts';
import db from './plugins/db.ts';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import multipart from './plugins/multipart.ts';
import openapi from './plugins/openapi.ts';
import rateLimits from './plugins/rate-limits.ts';
import redis from './plugins/redis.ts';
import reportQuotas from './plugins/report-quotas.ts';
import security from './plugins/security.ts';
import socket from './plugins/socket.ts';
import web from './plugins/web.ts';
import { diskStorage, keyOfMediaFolder } from './shared/media/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every product route with its declared access. */
    routeTable: readonly DeclaredRoute[];
  }
}

const aliasPrefix = new RegExp(`^${API_ALIAS_PREFIX}(?=/)`);

export async function buildApp(config: Config, logger: boolean | object = false): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    clientErrorHandler,
    frameworkErrors,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    // The spec's two prefixes name the same resources: /apidev/api/... is served as /api/...
    rewriteUrl: (req) => (req.url ?? '/').replace(aliasPrefix, ''),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(security, { corsOrigins: config.corsOrigins });
  await app.register(db, { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  await app.register(redis, { url: config.REDIS_URL, liveUrl: config.LIVE_REDIS_URL });
  await app.register(accounts, { url: config.DATABASE_URL });
  await app.register(auth, { secret: config.JWT_SECRET, expiresIn: config.JWT_EXPIRES_IN });
  await app.register(rateLimits, {
    perAccount: config.LOGIN_MAX_PER_MINUTE,
    perAddress: config.ADDRESS_MAX_PER_MINUTE,
  });
  await app.register(reportQuotas, { perMinute: config.REPORTS_MAX_PER_MINUTE });
  await app.register(multipart, { maxFileBytes: config.MEDIA_MAX_BYTES });
  await app.register(socket, { redisUrl: config.LIVE_REDIS_URL ?? config.REDIS_URL });

  const routes: DeclaredRoute[] = [];
  app.decorate('routeTable', routes);
  await app.register(openapi, { table: routes, publicUrl: config.publicUrl });
  await app.register(async (features) => {
    requireDeclaredAccess(features, routes);
    // Before any route: a visitor's data-collecting call waits for the current privacy notice's acceptance.
    features.addHook('preHandler', requireCurrentConsent(app.db));
    // A visitor's call keeps their account from the inactivity retention (issue 38 §4).
    features.addHook('preHandler', touchVisitors(app.db));
    await features.register(healthRoutes, { queuePrefix: config.QUEUE_PREFIX });
    await features.register(sessionRoutes, {
      publicUrl: config.publicUrl,
      resetTokenMinutes: config.RESET_TOKEN_MINUTES,
      expiresIn: config.JWT_EXPIRES_IN,
      expiresInSaved: config.JWT_EXPIRES_IN_SAVED,
    });
    await features.register(auditRoutes);
    const mediaStorage = diskStorage(path.resolve(config.MEDIA_DIR));
    // One reply.sendFile over the media root for every feature that serves files (ranges, ETags, types).
    await features.register(fastifyStatic, { root: mediaStorage.root, serve: false });
    const people = { storage: mediaStorage };
    await features.register(peopleRoutes, people);
    await features.register(authorityRoutes, people);
    await features.register(gestorRoutes, people);
    await features.register(alertRoutes);
    await features.register(appAlertRoutes);
    await features.register(claimRoutes, { graceMs: config.CLAIM_GRACE_MS });
    await features.register(positionRoutes);
    await features.register(visitorRoutes);
    await features.register(privacyRoutes, { storage: mediaStorage });
    await features.register(dataRequestRoutes, { storage: mediaStorage });
    await features.register(catalogRoutes, { storage: mediaStorage });
    await features.register(recordRoutes, {
      onMediaOrphaned: async (folder) => {
        const key = keyOfMediaFolder(folder);
        if (key) await mediaStorage.remove(key);
      },
    });
    await features.register(mediaRoutes, { storage: mediaStorage });
    await features.register(explorerRoutes);
    await features.register(commentRoutes);
    await features.register(complaintFeature, {
      storage: mediaStorage,
      maxBytes: config.MEDIA_MAX_BYTES,
      publicUrl: config.publicUrl,
      secret: config.JWT_SECRET,
    });
    await features.register(reportRoutes);
    await features.register(bulkSendRoutes);
    await features.register(surveyRoutes, { storage: mediaStorage });
    await features.register(surveyAppRoutes, { storage: mediaStorage });
    await features.register(activityRoutes, { storage: mediaStorage });
    await features.register(activityAppRoutes);
    await features.register(notificationAppRoutes);
    await features.register(ogcRoutes);
    await features.register(apiKeyRoutes);
    await features.register(webhookRoutes, { allowHosts: config.WEBHOOK_ALLOW_HOSTS });
    await features.register(open311Feature, { publicUrl: config.publicUrl });
  });

  await app.register(web, { root: config.WEB_DIST });
  return app;
}
