import { TIME_ZONE } from '@ppd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { DemoCopy } from './media.ts';
import type { Rng } from './random.ts';

export interface SeedContext {
  db: Kysely<Database>;
  rng: Rng;
  /** The instant the demo is built around: dates are offsets from it, so recent-day reports show data. */
  now: Date;
  /** The demo files the rows name, copied into the media root once the rows are committed. */
  files: DemoCopy[];
}

export const HOUR = 3_600_000;

/** `hours` before `ctx.now`. */
export const hoursAgo = (ctx: SeedContext, hours: number): Date => new Date(ctx.now.getTime() - hours * HOUR);
export const daysAgo = (ctx: SeedContext, days: number): Date => hoursAgo(ctx, days * 24);

/** The spec's `fecha` value: Mexico City local time, es-MX format. */
export const localDateTime = (date: Date): string => date.toLocaleString('es-MX', { timeZone: TIME_ZONE });

/** 'YYYY-MM-DD' of `date` in Mexico City. */
export const localDay = (date: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
