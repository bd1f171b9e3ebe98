import { type Db, recordEvent } from '@ppd/db';
import { type CatalogKind, clockTexts } from '@ppd/domain';
import { type Kysely, sql } from 'kysely';
import type { SessionUser } from '../../../plugins/auth.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Named } from '../catalog.ts';

interface TargetsSpec<B> {
  kind: CatalogKind;
  notFound: string;
  write(trx: Db, id: number, body: B): Promise<Named | undefined>;
  /** Moves the pending (unfired) deadlines of the catalogue row's open items to its new targets. */
  retime(trx: Db, id: number): Promise<unknown>;
}

export interface AlertTypeTargets {
  assign_target_s: number;
  attend_target_s: number;
}
export interface ComplaintCategoryTargets {
  first_answer_days: number;
  closing_days: number;
}

/** The targets are the row's columns as the body names them; the row answers its id and name for the audit. */
const writeTargets =
  (table: 'alert_types' | 'complaint_categories', name: 'tipo_alerta' | 'name') =>
  (trx: Db, id: number, body: object) =>
    (trx as unknown as Kysely<Record<string, Named>>)
      .updateTable(table)
      .set(body as never)
      .where('id', '=', id)
      .returning(['id', `${name} as name` as 'name'])
      .executeTakeFirst();

export const alertTypeTargets: TargetsSpec<AlertTypeTargets> = {
  kind: 'alert_type',
  notFound: clockTexts.alertTypeNotFound,
  write: writeTargets('alert_types', 'tipo_alerta'),
  retime: (trx, id) =>
    sql`UPDATE response_deadlines d
      SET due_at = a.fecha_alerta
        + make_interval(secs => CASE d.phase WHEN 'assignment' THEN t.assign_target_s ELSE t.attend_target_s END * d.level)
      FROM alerts a JOIN alert_types t ON t.id = a.alert_type_id
      WHERE d.alert_id = a.id AND t.id = ${id} AND d.fired_at IS NULL`.execute(trx),
};

export const complaintCategoryTargets: TargetsSpec<ComplaintCategoryTargets> = {
  kind: 'complaint_category',
  notFound: clockTexts.categoryNotFound,
  write: writeTargets('complaint_categories', 'name'),
  retime: (trx, id) =>
    sql`UPDATE response_deadlines d
      SET due_at = business_deadline(c.date,
        CASE d.phase WHEN 'first_answer' THEN k.first_answer_days ELSE k.closing_days END * d.level)
      FROM complaints c JOIN complaint_categories k ON k.id = c.category_id
      WHERE d.complaint_id = c.id AND k.id = ${id} AND d.fired_at IS NULL`.execute(trx),
};

/**
 * Saves a catalogue row's targets, re-times its open items' pending deadlines (a deadline the new target puts in the
 * past fires on the next sweep) and records the change (`catalog.changed`, audited under Configuración), at once.
 */
export function saveTargets<B>(db: Db, me: SessionUser, spec: TargetsSpec<B>, id: number, body: B): Promise<Named> {
  return db.transaction().execute(async (trx) => {
    const row = await spec.write(trx, id, body);
    if (!row) throw new AppError('NotFound', spec.notFound);
    await spec.retime(trx, id);
    await recordEvent(trx, 'catalog.changed', { kind: spec.kind, action: 'update', id, name: row.name }, me);
    return row;
  });
}
