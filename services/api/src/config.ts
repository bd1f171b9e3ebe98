import { z } from 'zod';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).default(3000),
  /** Where users reach the product; used in e-mailed links. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().min(1),
  /**
   * Where what needs no durability goes: rate counters, the Socket.IO adapter's pub/sub and the live-push markers
   * (default REDIS_URL). The queues' Redis fsyncs every write before answering, which these would wait for.
   */
  LIVE_REDIS_URL: z.string().min(1).optional(),
  /** No default: a secret in the source lets anyone mint an admin token. `npm start` generates one per machine. */
  JWT_SECRET: z
    .string({ error: 'JWT_SECRET is required (npm start keeps a generated one in .data/jwt-secret)' })
    .min(32, 'JWT_SECRET must be at least 32 characters'),
  JWT_EXPIRES_IN: z.string().default('12h'),
  JWT_EXPIRES_IN_SAVED: z.string().default('30d'),
  RESET_TOKEN_MINUTES: z.coerce.number().int().positive().default(60),
  /** Sign-in, reset and sign-up tries a minute per account, and per address (one office shares an address). */
  LOGIN_MAX_PER_MINUTE: z.coerce.number().int().positive().default(10),
  ADDRESS_MAX_PER_MINUTE: z.coerce.number().int().positive().default(100),
  REPORTS_MAX_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Which proxies' X-Forwarded-For to believe: unset (none), `true`, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: z.string().optional(),
  /** Browser origins other than the API's own that may call it (comma-separated); none by default. */
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  /** The BullMQ key prefix; the same as the workers' (health reads the queues' depths under it). */
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  /** Where uploaded media are stored, and the largest upload accepted. */
  MEDIA_DIR: z.string().default('.data/media'),
  MEDIA_MAX_BYTES: z.coerce.number().int().positive().default(52_428_800),
  /** How long a gestor's sockets may all be gone before the alerts and complaints they hold are released. */
  CLAIM_GRACE_MS: z.coerce.number().int().positive().default(30_000),
  /** Hosts a webhook may be registered at over http or at a private address (local testing only). */
  WEBHOOK_ALLOW_HOSTS: z.string().default(''),
});

export type Config = z.infer<typeof schema> & {
  publicUrl: string;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  corsOrigins: string[];
};

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value.split(',').map((s) => s.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.parse(env);
  return {
    ...parsed,
    // Links are built as publicUrl + '/path': 'https://ppd.mx/' would e-mail 'https://ppd.mx//media/…'.
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    trustProxy: trustProxyOf(parsed.TRUST_PROXY),
    corsOrigins: parsed.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
