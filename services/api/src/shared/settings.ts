import { type Db, recordEvent } from '@ppd/db';
import type { EventPayloads } from '@ppd/domain';
import type { SessionUser } from '../plugins/auth.ts';

/** A number of Configuración's one `settings` row (the retention periods). */
type Setting = EventPayloads['settings.changed']['setting'];

export async function readSetting(db: Db, setting: Setting): Promise<number> {
  const row = await db.selectFrom('settings').select(setting).executeTakeFirstOrThrow();
  return row[setting];
}

/** Changes a setting and records it (`settings.changed`, audited under Configuración), at once. */
export function saveSetting(db: Db, me: SessionUser, setting: Setting, value: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('settings')
      .set({ [setting]: value })
      .returning(setting)
      .executeTakeFirstOrThrow();
    await recordEvent(trx, 'settings.changed', { setting, value }, me);
    return row[setting];
  });
}
