import { type Db, recordEvent } from '@ppd/db';
import type { EventPayloads } from '@ppd/domain';
import type { SessionUser } from '../plugins/auth.ts';

/** A number of Configuración's one `settings` row (the retention periods). */
type Setting = EventPayloads['settings.changed']['setting'];
type Values<S extends Setting> = Record<S, number>;

export async function readSettings<S extends Setting>(db: Db, settings: readonly S[]): Promise<Values<S>> {
  const row: unknown = await db.selectFrom('settings').select(settings).executeTakeFirstOrThrow();
  return row as Values<S>;
}

export async function readSetting(db: Db, setting: Setting): Promise<number> {
  return (await readSettings(db, [setting]))[setting];
}

/**
 * Changes settings at once, in one transaction, and records each one that changed (`settings.changed`, audited
 * under Configuración).
 */
export function saveSettings<S extends Setting>(db: Db, me: SessionUser, values: Values<S>): Promise<Values<S>> {
  const settings = Object.keys(values) as S[];
  return db.transaction().execute(async (trx) => {
    const before: unknown = await trx.selectFrom('settings').select(settings).forUpdate().executeTakeFirstOrThrow();
    const after: unknown = await trx.updateTable('settings').set(values).returning(settings).executeTakeFirstOrThrow();
    const [was, is] = [before as Values<S>, after as Values<S>];
    for (const setting of settings.filter((s) => was[s] !== is[s])) {
      await recordEvent(trx, 'settings.changed', { setting, value: is[setting] }, me);
    }
    return is;
  });
}

export async function saveSetting(db: Db, me: SessionUser, setting: Setting, value: number): Promise<number> {
  return (await saveSettings(db, me, { [setting]: value } as Values<Setting>))[setting];
}
