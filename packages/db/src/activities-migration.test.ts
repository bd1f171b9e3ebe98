import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connect.ts';
import { down, up } from './migrations/0025_activities.ts';
import { createTestDatabase } from './testing.ts';

let db: Db;
let drop: () => Promise<void>;

// The migration's own up and down on a migrated database: what later migrations (other people's) do is not its test.
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

const activity = { id: 4, nombre: 'Carrera 5K' };
const filter = { sex: null, min_age: 18, max_age: null, level_studies: null, wkt: null };
const comment = { targetId: 4, commentId: 9 };
const uuid = '5b0c1f8e-2f43-4b5e-9d3c-0a5a8d1e7c11';

/** The names of the tables, constraints, indexes and sequences that start with `prefix`. */
async function namesLike(prefix: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND relname LIKE ${`${prefix}%`}
    UNION SELECT conname FROM pg_constraint WHERE conname LIKE ${`${prefix}%`}
    ORDER BY 1`.execute(db);
  return rows.map((r) => r.name);
}

const outbox = () => db.selectFrom('outbox').select(['type', 'payload']).orderBy('created_at').execute();
const subscriptions = async () =>
  (await db.selectFrom('webhook_endpoints').select('events').executeTakeFirstOrThrow()).events;
const deadLetter = () => db.selectFrom('dead_letters').select(['job_name', 'job_data']).executeTakeFirstOrThrow();

describe('migration 0025_activities', () => {
  it('renames the calendar tables and the waiting domain events of an install upgraded from before it', async () => {
    await down(db);
    // What an older install holds: a send not relayed yet, a hidden comment, a catalogue change, a dead letter.
    await sql`
      INSERT INTO outbox (type, payload, created_at) VALUES
        ('event.sent', ${JSON.stringify({ event: activity, filter, sendId: 2 })}, now() - interval '3 s'),
        ('comment.hidden', ${JSON.stringify({ target: 'event', ...comment })}, now() - interval '2 s'),
        ('catalog.changed', ${JSON.stringify({ kind: 'event_category', action: 'delete', id: 1, name: 'Cultura' })},
          now() - interval '1 s'),
        ('comment.hidden', ${JSON.stringify({ target: 'place', ...comment })}, now())`.execute(db);
    const job = { id: uuid, type: 'event.created', payload: { event: activity }, actorId: null };
    await sql`
      INSERT INTO dead_letters (queue, job_id, event_id, job_name, job_data, reason, attempts)
      VALUES ('audit', ${uuid}, ${uuid}, 'event.created', ${JSON.stringify(job)}, 'caído', 5)`.execute(db);
    await sql`INSERT INTO webhook_endpoints (url, events, secret)
      VALUES ('https://recibe.example.org/ppd', ${['alert.raised', 'event.sent', 'event.created']}, 'whsec_x')`.execute(
      db,
    );
    expect(await namesLike('events_')).toContain('events_end_after_start');

    await up(db);

    expect(await namesLike('event')).toEqual([]);
    expect(await namesLike('activities_')).toEqual(
      expect.arrayContaining(['activities_end_after_start', 'activities_id_seq', 'activities_pkey']),
    );
    expect(await namesLike('activity_comments_')).toContain('activity_comments_stars_check');
    expect(await namesLike('activity_categories_')).toContain('activity_categories_name_key');
    expect(await outbox()).toEqual([
      { type: 'activity.sent', payload: { activity, filter, sendId: 2 } },
      { type: 'comment.hidden', payload: { target: 'activity', ...comment } },
      { type: 'catalog.changed', payload: { kind: 'activity_category', action: 'delete', id: 1, name: 'Cultura' } },
      { type: 'comment.hidden', payload: { target: 'place', ...comment } },
    ]);
    expect(await deadLetter()).toEqual({
      job_name: 'activity.created',
      job_data: { ...job, type: 'activity.created', payload: { activity } },
    });
    expect(await subscriptions()).toEqual(['alert.raised', 'activity.sent', 'activity.created']);
  });

  it('gives the old names back when it is undone', async () => {
    await down(db);
    expect(await namesLike('activit')).toEqual([]);
    expect(await namesLike('event_comments_')).toContain('event_comments_stars_check');
    expect((await outbox()).map((e) => e.type)).toEqual([
      'event.sent',
      'comment.hidden',
      'catalog.changed',
      'comment.hidden',
    ]);
    expect((await deadLetter()).job_name).toBe('event.created');
    expect(await subscriptions()).toEqual(['alert.raised', 'event.sent', 'event.created']);
    await up(db);
  });
});
