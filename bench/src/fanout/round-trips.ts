/**
 * What one alert costs the stores, counted rather than timed (the count does not move with the machine's load):
 * Redis commands by name and PostgreSQL transactions committed in the product's database, per alert of a phase.
 */
import type { Db } from '@ppd/db';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { fmt } from '../lib.ts';

/** `INFO commandstats` as calls per command. */
async function commandCalls(redis: Redis): Promise<Map<string, number>> {
  const info = await redis.info('commandstats');
  const calls = new Map<string, number>();
  for (const [, name, n] of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) calls.set(name!, Number(n));
  return calls;
}

async function commits(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`.execute(db);
  return Number(rows[0]!.n);
}

/** Counts one Redis's commands; the function returned gives the calls per alert since, by command, most first. */
async function redisCounter(url: string) {
  const redis = new Redis(url);
  const before = await commandCalls(redis);
  return async (alerts: number) => {
    const after = await commandCalls(redis);
    redis.disconnect();
    after.set('info', (after.get('info') ?? 0) - 1); // this counter's own call
    const per = [...after]
      .map(([name, n]) => [name, (n - (before.get(name) ?? 0)) / alerts] as const)
      .filter(([, n]) => n >= 0.01)
      .sort((a, b) => b[1] - a[1]);
    const total = per.reduce((t, [, n]) => t + n, 0);
    return `${fmt(total, 2)} (${per.map(([name, n]) => `${name} ${fmt(n, 2)}`).join(', ')})`;
  };
}

/**
 * Starts counting on the product's database and each named Redis; the function returned prints what was sent since,
 * per alert.
 */
export async function countRoundTrips(db: Db, redisUrls: Record<string, string>) {
  const counters = await Promise.all(
    Object.entries(redisUrls).map(async ([name, url]) => [name, await redisCounter(url)] as const),
  );
  const committed = await commits(db);
  return async (alerts: number) => {
    // Statistics reach pg_stat_database when a backend reports them (at most every second, or when idle).
    await new Promise((r) => setTimeout(r, 1_100));
    const redis = await Promise.all(counters.map(async ([name, count]) => `${name} ${await count(alerts)}`));
    const transactions = fmt(((await commits(db)) - committed) / alerts, 2);
    console.log(
      `    per alert: Redis commands, ${redis.join('; ')}; ${transactions} PostgreSQL transactions committed`,
    );
  };
}
