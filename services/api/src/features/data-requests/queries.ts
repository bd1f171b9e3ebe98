import type { Db } from '@ppd/db';
import { type DataRequestPerson, type DataRequestView, dataRequestClock, mexicoCityToday } from '@ppd/domain';
import { sql } from 'kysely';
import { containing } from '../../shared/like.ts';

const PEOPLE_SHOWN = 20;

/** Visitors whose full name, e-mail or phone contains the text: the people a request can be registered against. */
export async function searchPeople(db: Db, text: string): Promise<DataRequestPerson[]> {
  const pattern = containing(text);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'last_name', 'email', 'phone_number'])
    .where('type', '=', 'visitor')
    .where((eb) =>
      eb.or([
        eb(sql`name || ' ' || last_name`, 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('phone_number', 'like', pattern),
      ]),
    )
    .orderBy('name')
    .orderBy('last_name')
    .limit(PEOPLE_SHOWN)
    .execute();
}

const requests = (db: Db) =>
  db
    .selectFrom('data_requests as r')
    .innerJoin('users as u', 'u.id', 'r.person_id')
    .select([
      'r.id',
      'r.arco_right',
      'r.received_on',
      'r.due_on',
      'r.notes',
      'r.answered_on',
      'r.created_at',
      'u.id as person_id',
      'u.name',
      'u.last_name',
      'u.email',
      'u.phone_number',
    ]);
type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>;

function view(row: RequestRow, today: string): DataRequestView {
  return {
    id: row.id,
    right: row.arco_right,
    person: {
      id: row.person_id,
      name: row.name,
      last_name: row.last_name,
      email: row.email,
      phone_number: row.phone_number,
    },
    received_on: row.received_on,
    due_on: row.due_on,
    notes: row.notes,
    clock: row.answered_on ? null : dataRequestClock(row.due_on, today),
    answered_on: row.answered_on,
    created_at: row.created_at.toISOString(),
  };
}

/** Open requests first, the nearest due first; then the answered ones, the latest first. */
export async function listDataRequests(db: Db): Promise<DataRequestView[]> {
  const rows = await requests(db)
    .orderBy(sql`r.answered_on IS NOT NULL`)
    .orderBy(sql`CASE WHEN r.answered_on IS NULL THEN r.due_on END`)
    .orderBy('r.answered_on', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const today = mexicoCityToday();
  return rows.map((row) => view(row, today));
}

export async function findDataRequest(db: Db, id: number): Promise<DataRequestView | undefined> {
  const row = await requests(db).where('r.id', '=', id).executeTakeFirst();
  return row && view(row, mexicoCityToday());
}
