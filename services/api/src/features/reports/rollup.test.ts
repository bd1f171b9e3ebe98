import { alertReportFilters, complaintReportFilters } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { AggregateRow } from './aggregate.ts';
import { alertSource, complaintSource, reportAggregate } from './queries.ts';
import { mx, seedReports, WEEK } from './testing.ts';

let t: TestApp;
let seed: Awaited<ReturnType<typeof seedReports>>;

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedReports(t.db);
});
afterAll(() => t.close());

/** Rows in one order, without the zero counts only one side writes. */
const normal = (rows: AggregateRow[]) =>
  rows
    .filter((r) => r.count > 0)
    .map((r) => `${r.dim}|${r.key}|${r.count}|${r.authorities}`)
    .sort();

const alerts = alertReportFilters.parse({ ...WEEK, desde: '2024-03-01', hasta: '2024-03-15' });

/** The roll-up's answer equals the rows' own aggregate, for every filter given. */
async function expectRollUpMatchesRows() {
  const complaintFilters = [{}, { filtro_tipo: seed.categories.agua }, { tipo_archivo: 'audio/mpeg' }];
  for (const f of [alerts, alertReportFilters.parse({ ...alerts, filtro_tipo: seed.types.salud })]) {
    expect(normal(await reportAggregate(t.db, alertSource, f))).toEqual(
      normal(await reportAggregate(t.db, alertSource, f, true)),
    );
  }
  for (const extra of complaintFilters) {
    const f = complaintReportFilters.parse({ desde: alerts.desde, hasta: alerts.hasta, ...extra });
    expect(normal(await reportAggregate(t.db, complaintSource, f))).toEqual(
      normal(await reportAggregate(t.db, complaintSource, f, true)),
    );
  }
}

const dirtyDays = async () =>
  (await t.db.selectFrom('report_dirty').select('day').where('kind', '=', 'alert').execute()).map((d) => d.day);

describe('the daily roll-up of the reports', () => {
  it('counts past days once, then answers from report_days', async () => {
    expect(await dirtyDays()).toContain('2024-03-05');
    await expectRollUpMatchesRows();
    expect(await dirtyDays()).toEqual([]);
    const counted = await t.db
      .selectFrom('report_days')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('kind', '=', 'alert')
      .where('dim', '=', 'date')
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(Object.keys(seed.alerts).length);
  });

  it('recounts a day whose alert was assigned, attended, moved or deleted', async () => {
    await t.db
      .updateTable('alerts')
      .set({ status: 'ATENDIDA', autoridad_id: seed.authority.id })
      .where('id', '=', seed.alerts.first)
      .execute();
    expect(await dirtyDays()).toEqual(['2024-03-04']);
    await expectRollUpMatchesRows();
    await t.db
      .updateTable('alerts')
      .set({ fecha_alerta: mx('2024-03-09T08:00:00') })
      .where('id', '=', seed.alerts.friday)
      .execute();
    await t.db
      .updateTable('alerts')
      .set({ alert_type_id: seed.types.salud })
      .where('id', '=', seed.alerts.last)
      .execute();
    await t.db.deleteFrom('alerts').where('id', '=', seed.alerts.attended).execute();
    await expectRollUpMatchesRows();
  });

  it('recounts a marked day changed while a report was counting it', async () => {
    await t.db.updateTable('alerts').set({ status: 'ABIERTA' }).where('id', '=', seed.alerts.first).execute();
    expect(await dirtyDays()).toEqual(['2024-03-04']);
    // The change is in flight (the day already marked) while a report recounts the range.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('alerts')
        .set({ alert_type_id: seed.types.salud })
        .where('id', '=', seed.alerts.first)
        .execute();
      await reportAggregate(t.db, alertSource, alerts);
    });
    await expectRollUpMatchesRows();
  });

  it('recounts the days of a visitor whose sex, age or education changed', async () => {
    await t.db
      .updateTable('users')
      .set({ sex: 'M', age: 40, nivel_estudios: 'Doctorado' })
      .where('id', '=', seed.visitors.a50.id)
      .execute();
    await t.db.updateTable('users').set({ age: 30 }).where('id', '=', seed.visitors.a18.id).execute();
    await expectRollUpMatchesRows();
  });

  it('recounts a complaint whose status, category or evidence type changed', async () => {
    await t.db
      .updateTable('complaints')
      .set({ status: 'atendida', category_id: seed.categories.agua, file_type: 'audio/mpeg' })
      .where('id', '=', seed.complaints.open)
      .execute();
    await expectRollUpMatchesRows();
  });
});
