import type { PhaseStat } from '@ppd/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, insertAlert, loginAs, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let gestor: string;
const DAY = { desde: '2031-05-05', hasta: '2031-05-06' };

/** An alert raised at `at` (Mexico City time), assigned after `assignS` seconds and attended after `attendS`. */
async function timedAlert(
  type: number,
  visitor: number,
  authority: number,
  at: string,
  assignS: number,
  attendS: number | null,
) {
  const raised = new Date(`${at}-06:00`);
  const after = (s: number) => new Date(raised.getTime() + s * 1000);
  await insertAlert(t.db, {
    alert_type_id: type,
    visitor_id: visitor,
    autoridad_id: authority,
    status: attendS === null ? 'ASIGNADA' : 'ATENDIDA',
    fecha_alerta: raised,
    assigned_at: after(assignS),
    attended_at: attendS === null ? null : after(attendS),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  gestor = await loginAs(t.app, (await createUser(t.db)).email);
  const visitor = (await createUser(t.db, { type: 'visitor' })).id;
  const rita = (await createUser(t.db, { type: 'authority', name: 'Rita', last_name: 'Luna' })).id;
  const type = await t.db
    .insertInto('alert_types')
    .values({ tipo_alerta: 'Rescate acuático', assign_target_s: 100, attend_target_s: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Assigned after 60, 90, 120 and 300 s (two of four within 100 s); three attended, after 500, 900 and 1500 s.
  await timedAlert(type.id, visitor, rita, '2031-05-05T10:00:00', 60, 500);
  await timedAlert(type.id, visitor, rita, '2031-05-05T11:00:00', 90, 900);
  await timedAlert(type.id, visitor, rita, '2031-05-05T12:00:00', 120, 1500);
  await timedAlert(type.id, visitor, rita, '2031-05-06T09:00:00', 300, null);
});
afterAll(() => t.close());

const post = (what: 'phases' | 'export') =>
  t.app.inject({
    method: 'POST',
    url: `/api/reports/alerts/${what}`,
    headers: { 'x-access-token': gestor },
    payload: DAY,
  });

describe('response times in /reportes', () => {
  it('give p50 and p90 of each phase per day, type and authority, and the share on time against the targets', async () => {
    const res = await post('phases');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ rows: PhaseStat[] }>().rows;
    const of = (group: string, key: string, phase: string) =>
      rows.find((r) => r.group === group && r.key === key && r.phase === phase);
    expect(of('type', 'Rescate acuático', 'assignment')).toEqual({
      group: 'type',
      key: 'Rescate acuático',
      phase: 'assignment',
      n: 4,
      p50_s: 105,
      p90_s: 246,
      target_s: 100,
      on_time: 0.5,
    });
    expect(of('type', 'Rescate acuático', 'attended')).toMatchObject({ n: 3, p50_s: 900, p90_s: 1380, on_time: 2 / 3 });
    expect(of('day', '2031-05-05', 'assignment')).toMatchObject({ n: 3, p50_s: 90, target_s: null, on_time: 2 / 3 });
    expect(of('day', '2031-05-06', 'assignment')).toMatchObject({ n: 1, p50_s: 300, on_time: 0 });
    expect(of('authority', 'Rita Luna', 'attended')).toMatchObject({ n: 3, p50_s: 900 });
  });

  it('are a sheet of Alertas.xlsx, times as m:ss', async () => {
    const res = await post('export');
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Tiempos de respuesta')!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Agrupación', 'Valor', 'Fase', 'Alertas', 'Mediana (p50)', 'p90', 'Meta', 'A tiempo']);
    expect(rows).toContainEqual([
      'Tipo de alerta',
      'Rescate acuático',
      'asignación',
      4,
      '1:45',
      '4:06',
      '1:40',
      '50 %',
    ]);
    expect(rows).toContainEqual(['Autoridad', 'Rita Luna', 'atención', 3, '15:00', '23:00', undefined, '67 %']);
  });
});
