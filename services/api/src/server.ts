import { warmPool } from '@ppd/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { loggerOptions } from './logging.ts';

const config = loadConfig();
const app = await buildApp(config, loggerOptions(config.LOG_LEVEL));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}

await warmPool(app.db, config.DATABASE_POOL_SIZE).catch((err: Error) =>
  app.log.warn({ err: err.message }, 'database not reachable yet; connections open on demand'),
);
await app.listen({ host: config.HOST, port: config.PORT });
