import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../connect.ts';
import { BEYOND_TWO_DECIMALS, type Identifiers, PRECISE_NUMBER, strongPattern, textPattern } from './person.ts';

type Kind = 'text' | 'jsonb' | 'text[]';

/**
 * Where the product writes about a person outside their own rows: the bitácora, the domain events, inboxes, e-mails
 * and webhook deliveries, jobs that failed for good, and their data requests. A row is about them when it is theirs
 * (`owner`) or names their e-mail, full name, phone or an exact coordinate of theirs. The export includes these rows;
 * a cancellation blanks what identifies them in each.
 */
export const MENTIONS = [
  { table: 'audit_log', key: 'id', owner: 'user_id', columns: { observation: 'text', email: 'text' } },
  { table: 'outbox', key: 'id', owner: 'actor_id', columns: { payload: 'jsonb', actor_email: 'text' } },
  { table: 'notifications', key: 'id', owner: 'user_id', columns: { title: 'text', body: 'text', data: 'jsonb' } },
  { table: 'email_deliveries', key: 'id', owner: null, columns: { recipients: 'text[]', refused: 'text[]' } },
  { table: 'webhook_deliveries', key: 'id', owner: null, columns: { payload: 'jsonb' } },
  { table: 'dead_letters', key: 'job_id', owner: null, columns: { job_data: 'jsonb' } },
  // Their ARCO requests: the administrator's notes may name them.
  { table: 'data_requests', key: 'id', owner: 'person_id', columns: { notes: 'text' } },
] as const satisfies readonly { table: string; key: string; owner: string | null; columns: Record<string, Kind> }[];

export type Mention = (typeof MENTIONS)[number];

const asText = (column: string, kind: Kind) =>
  kind === 'text[]' ? sql`array_to_string(${sql.ref(column)}, ' ')` : sql`${sql.ref(column)}::text`;

/**
 * Whether a row of `m` holds one of the person's exact coordinates: each precise number it holds is looked up in a
 * jsonb object keyed by them (a binary search, however many places a heavy user has).
 */
function placed(m: Mention, p: Identifiers): RawBuilder<boolean> {
  const texts = Object.entries(m.columns).map(([column, kind]) => asText(column, kind));
  const places = JSON.stringify(Object.fromEntries(p.coordinates.map((c) => [c, 1])));
  return sql<boolean>`EXISTS (SELECT 1 FROM regexp_matches(concat_ws(' ', ${sql.join(texts)}), ${PRECISE_NUMBER}, 'g') n
    WHERE ${places}::jsonb ? n[1])`;
}

/** The rows of `m` about the person: theirs, naming them, or holding an exact place of theirs. */
export function aboutPerson(m: Mention, p: Identifiers): RawBuilder<boolean> {
  const pattern = strongPattern(p);
  const named = Object.entries(m.columns).map(([column, kind]) => sql`${asText(column, kind)} ~* ${pattern}`);
  const own = m.owner ? [sql`${sql.ref(m.owner)} = ${p.id}`] : [];
  const places = p.coordinates.length > 0 ? [placed(m, p)] : [];
  return sql<boolean>`(${sql.join([...own, ...named, ...places], sql` OR `)})`;
}

export const BLANK = '[eliminado]';

/** Text with the person's identifiers blanked and its precise decimals cut to two. */
export const scrubbed = (value: RawBuilder<unknown>, p: Identifiers) =>
  sql`regexp_replace(regexp_replace(${value}, ${textPattern(p)}, ${BLANK}, 'gi'), ${BEYOND_TWO_DECIMALS}, '\\1', 'g')`;

/**
 * One column with the person's identifiers blanked and every precise decimal cut to two (in a row about the person,
 * a number with more decimals is most likely one of their places).
 */
function blanked(column: string, kind: Kind, p: Identifiers): RawBuilder<unknown> {
  if (kind === 'jsonb') return sql`(${scrubbed(sql`${sql.ref(column)}::text`, p)})::jsonb`;
  if (kind === 'text[]') return sql`array(SELECT ${scrubbed(sql`x`, p)} FROM unnest(${sql.ref(column)}) x)`;
  return scrubbed(sql.ref(column), p);
}

/** Blanks the person in every row that mentions them (in the caller's transaction). */
export async function blankMentions(trx: Db, p: Identifiers): Promise<void> {
  for (const m of MENTIONS) {
    const sets = Object.entries(m.columns).map(([c, kind]) => sql`${sql.ref(c)} = ${blanked(c, kind, p)}`);
    await sql`UPDATE ${sql.table(m.table)} SET ${sql.join(sets)} WHERE ${aboutPerson(m, p)}`.execute(trx);
  }
}

/** The rows about the person, each table's as they are stored (the export's `<table>.json`). */
export async function mentionsOf(db: Db, p: Identifiers): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const m of MENTIONS) {
    const { rows } =
      await sql`SELECT * FROM ${sql.table(m.table)} WHERE ${aboutPerson(m, p)} ORDER BY ${sql.ref(m.key)}`.execute(db);
    found[m.table] = rows;
  }
  return found;
}
