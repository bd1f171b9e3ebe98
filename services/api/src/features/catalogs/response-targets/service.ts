import { assignmentClockStart, type Db, recordEvent } from '@ppd/db';
import { type CatalogKind, clockTexts } from '@ppd/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { SessionUser } from '../../../plugins/auth.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Named } from '../catalog.ts';

interface TargetsSpec<B> {
  kind: CatalogKind;
  notFound: string;
  write(trx: Db, id: number, body: B): Promise<Named | undefined>;
  /** Moves the deadlines of the catalogue row's open items to its new targets. */
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

/**
 * The open phases' new deadlines (`item`, `phase`, `d1`, `d2`) replace their rows'; the next one to fire follows the
 * level already fired. A level the new target puts in the past fires on the next sweep.
 */
const retimed = (trx: Db, deadlines: RawBuilder<unknown>) =>
  sql`UPDATE response_deadlines r
    SET first_due = n.d1, second_due = n.d2,
        next_due = CASE r.fired_level WHEN 0 THEN n.d1 WHEN 1 THEN n.d2 END
    FROM (${deadlines}) n WHERE r.item_id = n.item AND r.phase = n.phase`.execute(trx);

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
    retimed(
      trx,
      sql`SELECT a.id AS item, p.phase, p.start + make_interval(secs => p.s) AS d1,
                 p.start + make_interval(secs => 2 * p.s) AS d2
          FROM alerts a JOIN alert_types t ON t.id = a.alert_type_id
          CROSS JOIN LATERAL (VALUES ('assignment', t.assign_target_s, ${assignmentClockStart}),
                                     ('attended', t.attend_target_s, a.fecha_alerta)) p(phase, s, start)
          WHERE t.id = ${id}`,
    ),
};

export const complaintCategoryTargets: TargetsSpec<ComplaintCategoryTargets> = {
  kind: 'complaint_category',
  notFound: clockTexts.categoryNotFound,
  write: writeTargets('complaint_categories', 'name'),
  retime: (trx, id) =>
    retimed(
      trx,
      sql`SELECT c.id AS item, p.phase, business_deadline(c.date, p.days) AS d1,
                 business_deadline(c.date, 2 * p.days) AS d2
          FROM complaints c JOIN complaint_categories k ON k.id = c.category_id
          CROSS JOIN LATERAL (VALUES ('first_answer', k.first_answer_days), ('closing', k.closing_days)) p(phase, days)
          WHERE k.id = ${id}`,
    ),
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
