import { type Actor, type Db, recordEvent } from '@ppd/db';
import type { SendPreferences } from '@ppd/domain';
import { sql } from 'kysely';

/** A visitor's opposition as the app shows it: which bulk-send kinds still reach them. */
const asPreferences = (optOuts: string[]): SendPreferences => ({
  surveys: !optOuts.includes('survey'),
  activities: !optOuts.includes('event'),
});

export async function sendPreferencesOf(db: Db, userId: number): Promise<SendPreferences> {
  const row = await db.selectFrom('users').select('send_opt_outs').where('id', '=', userId).executeTakeFirstOrThrow();
  return asPreferences(row.send_opt_outs);
}

/**
 * Opposition: the kinds the visitor refuses go to `send_opt_outs`, which every send's audience leaves out. `actor`:
 * the visitor in the app, or an administrator answering their data request.
 */
export async function setSendPreferences(
  db: Db,
  userId: number,
  wanted: SendPreferences,
  actor: Actor = { id: userId, email: null },
): Promise<SendPreferences> {
  const optOuts = [...(wanted.surveys ? [] : ['survey']), ...(wanted.activities ? [] : ['event'])];
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ send_opt_outs: sql<string[]>`${optOuts}::text[]` })
      .where('id', '=', userId)
      .execute();
    await recordEvent(trx, 'privacy.preferences_changed', { person: { id: userId }, ...wanted }, actor);
    return asPreferences(optOuts);
  });
}
