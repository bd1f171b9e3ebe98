import { auditEntryFor, messages } from '@ppd/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { createTestApp, createUser, loginAs, type TestApp } from '../../../test/app.ts';
import { attendedByRita, seedReports, WEEK } from './testing.ts';

let t: TestApp;
let gestor: string;
let seed: Awaited<ReturnType<typeof seedReports>>;

beforeAll(async () => {
  t = await createTestApp();
  gestor = await loginAs(t.app, (await createUser(t.db, { email: 'reportes@prueba.mx' })).email);
  seed = await seedReports(t.db);
});
afterAll(() => t.close());

const exportOf = (kind: 'alerts' | 'complaints', filters: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reports/${kind}/export`,
    headers: { 'x-access-token': gestor },
    payload: { ...WEEK, ...filters },
  });

async function download(kind: 'alerts', filters: object) {
  const res = await exportOf(kind, filters);
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { workbook, disposition: res.headers['content-disposition'] };
}

const values = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const column = (sheet: ExcelJS.Worksheet, header: string) => {
  const index = values(sheet, 1).indexOf(header) + 1;
  return sheet.getColumn(index).values.slice(2);
};

describe('Alertas.xlsx', () => {
  it('leaves the place blank for an alert sent without a GPS fix (0, 0)', async () => {
    await t.db.updateTable('alerts').set({ lat: 0, lon: 0 }).where('id', '=', seed.alerts.last).execute();
    try {
      const alerts = (await download('alerts', {})).workbook.getWorksheet('Alertas')!;
      expect(values(alerts, 2)[0]).toBe(`F-${seed.alerts.last}`);
      const [lat, lon] = [column(alerts, 'Latitud'), column(alerts, 'Longitud')];
      expect([lat[0] ?? null, lon[0] ?? null]).toEqual([null, null]);
      expect([lat[1], lon[1]]).toEqual([19.41, -99.2]);
    } finally {
      await t.db.updateTable('alerts').set({ lat: 19.41, lon: -99.2 }).where('id', '=', seed.alerts.last).execute();
    }
  });

  it('holds the filtered alerts, newest first, F- ids, DD/MM/YYYY hh:mm A, and the chats oldest first', async () => {
    const { workbook, disposition } = await download('alerts', {});
    expect(disposition).toContain('Alertas.xlsx');
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Alertas', 'Chats']);
    const alerts = workbook.getWorksheet('Alertas')!;
    expect(alerts.rowCount).toBe(1 + 7);
    expect(values(alerts, 2).slice(0, 4)).toEqual([
      `F-${seed.alerts.last}`,
      'Seguridad reporte',
      'ABIERTA',
      '10/03/2024 11:59 PM',
    ]);
    expect(column(alerts, 'Edad')).toContain(50);
    expect(column(alerts, 'Autoridad')).toContain('Olga Autoridad');
    const chats = workbook.getWorksheet('Chats')!;
    // Oldest first, as Autoridad.xlsx: the conversation reads top-down.
    expect(column(chats, 'Mensaje')).toEqual(['Visitor: Ayuda', 'Autoridad: Vamos en camino']);
    expect(column(chats, 'Folio')).toEqual([`F-${seed.alerts.assigned}`, `F-${seed.alerts.assigned}`]);
  });

  it('holds every alert the report counts, and every chat line, when many share one instant', async () => {
    // Alerts and messages stamped by the database carry microseconds; a page of 1000 ends inside the instant.
    const instant = sql`'2024-03-07T12:00:00.000500-06:00'::timestamptz`;
    const bulk = await sql<{ id: number }>`
      INSERT INTO alerts (visitor_id, alert_type_id, status, fecha_alerta, lat, lon)
      SELECT ${seed.visitors.a26.id}, ${seed.types.salud}, 'ABIERTA', ${instant}, 19.41, -99.2
      FROM generate_series(1, 1001) RETURNING id`.execute(t.db);
    const chatted = bulk.rows[0]!.id;
    await sql`
      INSERT INTO chat_messages (alert_id, user_type, message, date)
      SELECT ${chatted}, 'visitor', 'Mensaje ' || n, ${instant} FROM generate_series(1, 1001) AS n`.execute(t.db);
    try {
      const counted = await t.app.inject({
        method: 'POST',
        url: '/api/reports/alerts/summary',
        headers: { 'x-access-token': gestor },
        payload: WEEK,
      });
      const { workbook } = await download('alerts', {});
      expect(workbook.getWorksheet('Alertas')!.rowCount).toBe(1 + counted.json<{ total: number }>().total);
      expect(workbook.getWorksheet('Alertas')!.rowCount).toBe(1 + 7 + 1001);
      expect(workbook.getWorksheet('Chats')!.rowCount).toBe(1 + 2 + 1001);
    } finally {
      await t.db
        .deleteFrom('alerts')
        .where(
          'id',
          'in',
          bulk.rows.map((r) => r.id),
        )
        .execute();
    }
  });

  it('has no Chats sheet when no filtered alert has messages', async () => {
    const { workbook } = await download('alerts', { filtro_tipo: seed.types.salud });
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Alertas']);
    expect(workbook.getWorksheet('Alertas')!.rowCount).toBe(1 + 3);
  });

  it('is recorded in the bitácora under Reportes as an export of personal data, with its rows', async () => {
    await download('alerts', { filtro_tipo: seed.types.salud });
    const event = await t.db
      .selectFrom('outbox')
      .select(['payload', 'actor_email'])
      .where('type', '=', 'download.recorded')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const payload = { module: 'Reportes', file: 'Alertas.xlsx', detail: '2024-03-04 a 2024-03-10', personalRows: 3 };
    expect(event).toEqual({ payload, actor_email: 'reportes@prueba.mx' });
    expect(auditEntryFor('download.recorded', payload as never).observation).toBe(
      'Alertas.xlsx: 2024-03-04 a 2024-03-10. Exportación con datos personales: 3 filas',
    );
  });

  it('names the authority that attended an alert after its account was deleted', async () => {
    const deleteRita = await attendedByRita(t, [seed.alerts.closed]);
    await deleteRita();
    const alerts = (await download('alerts', {})).workbook.getWorksheet('Alertas')!;
    const row = column(alerts, 'Folio').indexOf(`F-${seed.alerts.closed}`);
    expect(column(alerts, 'Autoridad')[row]).toBe('Rita Borrada');
  });
});

/** Denuncias.xls is BIFF8, the complaints screen's sheet: read back with SheetJS, as Excel 97 would. */
async function downloadXls(filters: object) {
  const res = await exportOf('complaints', filters);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toContain('Denuncias.xls');
  const book = XLSX.read(res.rawPayload, { type: 'buffer' });
  expect(book.SheetNames).toEqual(['Denuncias']);
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets.Denuncias!, { header: 1, raw: false });
}

describe('Denuncias.xls', () => {
  it('holds the filtered complaints with category, status and file type names', async () => {
    const [header, ...rows] = await downloadXls({ filtro_tipo: seed.categories.vias });
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(0, 4)).toEqual([
      `F-${seed.complaints.pending}`,
      '10/03/2024 11:59 PM',
      'Vías reporte',
      'Pendiente',
    ]);
    const type = header!.indexOf('Tipo de archivo');
    expect(rows.map((r) => r[type])).toEqual(['VIDEO', 'IMAGEN']);
    const audited = await t.db.selectFrom('outbox').select('payload').where('type', '=', 'download.recorded').execute();
    expect(audited.map((e) => (e.payload as { file: string }).file)).toContain('Denuncias.xls');
  });

  it('holds every complaint the report counts when many share one instant', async () => {
    const bulk = await sql<{ id: number }>`
      INSERT INTO complaints (visitor_id, category_id, date)
      SELECT ${seed.visitors.a18.id}, ${seed.categories.agua}, '2024-03-08T12:00:00.000500-06:00'::timestamptz
      FROM generate_series(1, 1001) RETURNING id`.execute(t.db);
    try {
      const [, ...rows] = await downloadXls({});
      expect(rows).toHaveLength(3 + 1001);
    } finally {
      const ids = bulk.rows.map((r) => r.id);
      await t.db.deleteFrom('complaints').where('id', 'in', ids).execute();
    }
  });

  it('refuses more rows than an .xls sheet holds, asking for a shorter period', async () => {
    await sql`
      INSERT INTO complaints (visitor_id, category_id, date)
      SELECT ${seed.visitors.a18.id}, ${seed.categories.agua}, '2024-03-08T12:00:00-06:00'::timestamptz
      FROM generate_series(1, 65535)`.execute(t.db);
    const res = await exportOf('complaints', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'hasta', message: messages.reports.errors.tooManyForXls });
  });
});
