import { sql } from 'kysely';
import type { Db } from '../connect.ts';

/** What identifies a visitor in free text: searched for in the tables that may mention them. */
export interface Identifiers {
  id: number;
  email: string;
  fullName: string;
  name: string;
  lastName: string;
  phone: string | null;
  /** Exact coordinates of their alerts and complaints, as text (as a JSON payload writes them). */
  coordinates: string[];
}

/** Escapes a literal for a PostgreSQL regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Name parts shorter than this are not searched alone: "Ana" would hit every Ana's row. */
const MIN_PART = 4;

/** What marks a row's text as about the person: the e-mail, the full name, the phone. */
export function strongPattern(p: Identifiers): string {
  return [p.email, p.fullName, ...(p.phone ? [p.phone] : [])].map(literal).join('|');
}

/** Every identifier that is blanked in a row about the person (their first or last name alone too). */
export function textPattern(p: Identifiers): string {
  const parts = [p.email, p.fullName, p.name, p.lastName, ...(p.phone ? [p.phone] : [])]
    .filter((part) => part.length >= MIN_PART || part === p.email)
    .sort((a, b) => b.length - a.length);
  return parts.map(literal).join('|');
}

/**
 * A decimal with three or more decimals, standing alone (not a time's seconds): where it may be a coordinate of the
 * person. `PRECISE_NUMBER` finds them; `BEYOND_TWO_DECIMALS` cuts them to two (about a kilometre) with `\1`. A
 * pattern listing a heavy user's thousands of coordinates would be too big for PostgreSQL: rows are matched by
 * joining the numbers they hold with the person's coordinates instead.
 */
export const PRECISE_NUMBER = '(?<![0-9.:])(-?[0-9]{1,3}\\.[0-9]{3,})(?![0-9])';
export const BEYOND_TWO_DECIMALS = '(?<![0-9.:])(-?[0-9]{1,3}\\.[0-9]{2})[0-9]+(?![0-9])';

/** Two decimals of a degree: about a kilometre, enough for the reports' maps, not for finding a home. */
export const coarse = (column: string) => sql`trunc(${sql.ref(column)}::numeric, 2)::float8`;

const asText = (n: number) => String(n);
/** Coordinates with more than two decimals (those already coarse say nothing more). */
const exact = (n: number) => /\.\d{3,}/.test(asText(n));

export async function identifiersOf(db: Db, id: number): Promise<Identifiers> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'last_name', 'phone_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ lat: number; lon: number }>`
    SELECT lat, lon FROM alerts WHERE visitor_id = ${id}
    UNION SELECT lat, lon FROM complaints WHERE visitor_id = ${id} AND lat IS NOT NULL
    UNION SELECT (r -> 'answer' ->> 'lat')::float8, (r -> 'answer' ->> 'lng')::float8
      FROM survey_answers a, jsonb_array_elements(a.respuestas) r
      WHERE a.visitor_id = ${id} AND jsonb_typeof(r -> 'answer') = 'object' AND r -> 'answer' ? 'lat'`.execute(db);
  const coordinates = [
    ...new Set(
      rows
        .flatMap((r) => [r.lat, r.lon])
        .filter(exact)
        .map(asText),
    ),
  ];
  return {
    id,
    email: user.email,
    fullName: `${user.name} ${user.last_name}`.trim(),
    name: user.name.trim(),
    lastName: user.last_name.trim(),
    phone: user.phone_number,
    coordinates,
  };
}
