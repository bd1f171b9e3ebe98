import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).default(3000),
  /** Where users reach the product; used in e-mailed links. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().min(1),
  SMTP_URL: z.string().min(1),
  MAIL_FROM: z.string().default('Monitoreo Comunitario PPD <no-reply@monitoreo-ppd.mx>'),
  JWT_SECRET: z.string().min(1).default('dev-only-secret-change-me'),
  JWT_EXPIRES_IN: z.string().default('12h'),
  JWT_EXPIRES_IN_SAVED: z.string().default('30d'),
  RESET_TOKEN_MINUTES: z.coerce.number().int().positive().default(60),
  LOGIN_MAX_PER_MINUTE: z.coerce.number().int().positive().default(10),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  /** The BullMQ key prefix; the same as the workers' (health reads the queues' depths under it). */
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  /** Where uploaded media are stored, and the largest upload accepted. */
  MEDIA_DIR: z.string().default('.data/media'),
  MEDIA_MAX_BYTES: z.coerce.number().int().positive().default(52_428_800),
});

export type Config = z.infer<typeof schema> & { publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.parse(env);
  if (parsed.NODE_ENV === 'production' && parsed.JWT_SECRET === 'dev-only-secret-change-me') {
    throw new Error('JWT_SECRET must be set in production');
  }
  return { ...parsed, publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}` };
}
