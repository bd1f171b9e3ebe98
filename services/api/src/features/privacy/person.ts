import type { Db } from '@ppd/db';
import { sql } from 'kysely';

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
/** A coordinate's digits standing alone (not inside a longer number). */
const coordinate = (text: string) => `(?<![0-9.])${literal(text)}(?![0-9])`;

/** Name parts shorter than this are not searched alone: "Ana" would hit every Ana's row. */
const MIN_PART = 4;

/** What marks a row as about the person: the e-mail, the full name, the phone, an exact coordinate. */
export function strongPattern(p: Identifiers): string {
  const parts = [p.email, p.fullName, ...(p.phone ? [p.phone] : [])].map(literal);
  return [...parts, ...p.coordinates.map(coordinate)].join('|');
}

/** Every identifier that is blanked in a row about the person (their first or last name alone too). */
export function textPattern(p: Identifiers): string {
  const parts = [p.email, p.fullName, p.name, p.lastName, ...(p.phone ? [p.phone] : [])]
    .filter((part) => part.length >= MIN_PART || part === p.email)
    .sort((a, b) => b.length - a.length);
  return parts.map(literal).join('|');
}

/** The coordinates' extra decimals, after the second: blanking them leaves the place to about a kilometre. */
export function coordinatePattern(p: Identifiers): string | null {
  if (p.coordinates.length === 0) return null;
  return `(?<![0-9.])(${p.coordinates.map((c) => literal(c.replace(/^(-?\d+\.\d\d)\d*$/, '$1'))).join('|')})(?:${[
    ...new Set(p.coordinates.map((c) => literal(c.replace(/^-?\d+\.\d\d/, '')))),
  ]
    .filter(Boolean)
    .join('|')})(?![0-9])`;
}

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
