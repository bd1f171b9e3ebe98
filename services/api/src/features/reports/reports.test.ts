import { defaultReportRange, messages, type ReportBucket, type ReportSummary } from '@ppd/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';
import { attendedByRita, seedReports, WEEK } from './testing.ts';

let t: TestApp;
let gestor: string;
let seed: Awaited<ReturnType<typeof seedReports>>;

beforeAll(async () => {
  t = await createTestApp();
  gestor = await loginAs(t.app, (await createUser(t.db)).email);
  seed = await seedReports(t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = gestor) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-access-token': token }, payload });
const summary = async (kind: 'alerts' | 'complaints', filters: object = {}) => {
  const res = await post(`/api/reports/${kind}/summary`, { ...WEEK, ...filters });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportSummary>();
};
const asRecord = (buckets: ReportBucket[]) => Object.fromEntries(buckets.map((b) => [b.label, b.count]));

describe('the alerts report', () => {
  it('counts the week by sex, age bucket (edges 18, 25, 50) and education, 23:59 included', async () => {
    const s = await summary('alerts');
    expect(s.total).toBe(7);
    expect(asRecord(s.sex)).toEqual({ Hombres: 3, Mujeres: 3, 'Sin dato': 1 });
    expect(asRecord(s.age)).toEqual({
      '<18': 1,
      '18 a 25': 2,
      '26 a 30': 1,
      '31 a 35': 0,
      '36 a 40': 0,
      '41 a 45': 0,
      '46 a 50': 1,
      '50 +': 1,
      'Sin dato': 1,
    });
    expect(asRecord(s.education)).toEqual({
      Primaria: 1,
      Secundaria: 1,
      Preparatoria: 1,
      Universidad: 1,
      Maestría: 1,
      Doctorado: 1,
      'Sin dato': 1,
    });
  });

  it('shows the statuses by the authorities switch (spec §4)', async () => {
    expect(asRecord((await summary('alerts')).status)).toEqual({ ABIERTA: 3, ASIGNADA: 2, ATENDIDA: 2 });
    expect(asRecord((await summary('alerts', { autoridades: false })).status)).toEqual({ ABIERTA: 5, CERRADA: 2 });
  });

  it('draws the history by Mexico City day, weekday and hour, with authorities against visitors', async () => {
    const s = await summary('alerts');
    expect(s.byDate.map((p) => [p.label, p.count, p.authorities])).toEqual([
      ['2024-03-04', 1, 0],
      ['2024-03-05', 2, 2],
      ['2024-03-06', 1, 1],
      ['2024-03-07', 0, 0],
      ['2024-03-08', 1, 0],
      ['2024-03-09', 0, 0],
      ['2024-03-10', 2, 1],
    ]);
    expect(s.byWeekday.map((p) => p.count)).toEqual([2, 1, 2, 1, 0, 1, 0]);
    expect(s.byWeekday[0]).toMatchObject({ label: 'Domingo', authorities: 1 });
    expect(s.byHour).toHaveLength(7);
    expect(s.byHour[0]![23]).toMatchObject({ label: '23:00', count: 1 });
    expect(s.byHour[0]![12]).toMatchObject({ count: 1, authorities: 1 });
    expect(s.byHour[1]![0]).toMatchObject({ label: '00:00', count: 1 });
    expect(s.byHour[2]![10]).toMatchObject({ count: 2, authorities: 2 });
    expect(s.byHour.flat().reduce((n, c) => n + c.count, 0)).toBe(7);
    // Without authorities the report carries no authority figures.
    expect((await summary('alerts', { autoridades: false })).byDate[1]).toEqual({ label: '2024-03-05', count: 2 });
  });

  it('moves the 23:59 alert with the range: one day later it is the only one', async () => {
    const s = await summary('alerts', { desde: '2024-03-10', hasta: '2024-03-10' });
    expect(s.total).toBe(2);
    const next = await summary('alerts', { desde: '2024-03-11', hasta: '2024-03-11' });
    expect(next.total).toBe(1);
    expect(next.byHour[1]![0]!.count).toBe(1);
  });

  it('filters by type and search', async () => {
    expect((await summary('alerts', { filtro_tipo: seed.types.salud })).total).toBe(3);
    expect((await summary('alerts', { search: 'elena50' })).total).toBe(1);
    expect((await summary('alerts', { search: `F-${seed.alerts.last}` })).total).toBe(1);
  });

  it('defaults to the last 6 days up to today, Mexico City time', async () => {
    const res = await post('/api/reports/alerts/summary', {});
    expect(res.statusCode).toBe(200);
    const s = res.json<ReportSummary>();
    expect({ desde: s.desde, hasta: s.hasta }).toEqual(defaultReportRange());
    expect(s.byDate).toHaveLength(7);
  });

  it('lists the report rows and the chats of the report (spec §7)', async () => {
    const rows = (await post('/api/alerts/getall/bystatus/', { ...WEEK, pageSize: 3 })).json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([seed.alerts.last, seed.alerts.sunday, seed.alerts.friday]);
    expect(rows[0]).toMatchObject({ tipo: 'Seguridad reporte', status: 'ABIERTA', age: 51, sex: null, name: 'Fer51' });
    const chats = (await post('/api/messages/alerts/', WEEK)).json();
    expect(chats.map((m: { message: string }) => m.message)).toEqual(['Ayuda', 'Vamos en camino']);
    expect(Object.keys(chats[0]).sort()).toEqual(['alert_id', 'id', 'message', 'message_date', 'user_type']);
    expect((await post('/api/messages/alerts/', { ...WEEK, filtro_tipo: seed.types.salud })).json()).toEqual([]);
    expect((await post('/api/messages/alerts/', { ...WEEK, search: 'beto18' })).json()).toHaveLength(2);
    expect((await post('/api/messages/alerts/', { ...WEEK, search: 'fer51' })).json()).toEqual([]);
  });

  it('pages through the report rows: each page the rows after the page before, with a type or a search too', async () => {
    const ids = async (body: object) =>
      (await post('/api/alerts/getall/bystatus/', { ...WEEK, ...body })).json<{ id: number }[]>().map((r) => r.id);
    for (const filter of [{}, { filtro_tipo: seed.types.seguridad }, { search: 'reporte' }]) {
      const all = await ids({ ...filter, pageSize: 100 });
      const pages = [];
      for (let page = 1; page <= 4; page++) pages.push(...(await ids({ ...filter, pageSize: 2, page })));
      expect(all.length).toBeGreaterThan(2);
      expect(pages).toEqual(all);
    }
  });
});

describe('the complaints report', () => {
  it('counts the week, its statuses, and filters by category and file type', async () => {
    const s = await summary('complaints');
    expect(s.total).toBe(2 + 1);
    expect(asRecord(s.status)).toEqual({ Abierta: 1, Pendiente: 1, Cerrada: 1 });
    expect(asRecord(s.age)).toMatchObject({ '18 a 25': 2, '46 a 50': 1 });
    expect(s.byDate.at(-1)).toEqual({ label: '2024-03-10', count: 1 });
    expect(s.byHour[0]![23]!.count).toBe(1);
    expect((await summary('complaints', { filtro_tipo: seed.categories.vias })).total).toBe(2);
    expect((await summary('complaints', { tipo_archivo: 'video/mp4' })).total).toBe(1);
    expect((await summary('complaints', { search: 'caro25' })).total).toBe(1);
    expect((await summary('complaints', { search: `f-${seed.complaints.pending}` })).total).toBe(1);
  });
});

describe('the complaints report rows (spec §7 complaintReport)', () => {
  const rows = async (body: object) => {
    const res = await post('/visitors/complaint/complaintReport/', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; status: string; complaint_status: string }[]>();
  };

  it('lists the week newest first, one page at a time, with the category as status', async () => {
    const c = seed.complaints;
    expect((await rows({ ...WEEK, filtro_tipo: 'Todos' })).map((r) => r.id)).toEqual([c.pending, c.closed, c.open]);
    expect((await rows({ ...WEEK, pageSize: 2, page: 2 })).map((r) => r.id)).toEqual([c.open]);
    const [first] = await rows({ ...WEEK, filtro_tipo: seed.categories.vias });
    expect(first).toMatchObject({ id: c.pending, complaint_status: 'en proceso' });
    expect(first!.status).not.toBe('en proceso');
  });

  it('covers the last 6 days when no range is given, not every complaint ever filed', async () => {
    expect(await rows({})).toEqual([]);
  });
});

describe('bad filters', () => {
  const e = messages.reports.errors;
  it.each([
    ['/api/reports/alerts/summary', { desde: '2024-03-10', hasta: '2024-03-04' }, 'desde', e.order],
    ['/api/reports/alerts/summary', { filtro_tipo: 2_000_000_000 }, 'filtro_tipo', e.alertType],
    ['/api/reports/alerts/summary', { filtro_tipo: 'Robo' }, 'filtro_tipo', e.alertType],
    ['/api/reports/alerts/summary', { desde: '2024-02-30' }, 'desde', e.date],
    ['/api/reports/alerts/summary', { desde: '0100-01-01', hasta: '0100-01-07' }, 'desde', e.date],
    ['/api/reports/alerts/summary', { hasta: '10/03/2024' }, 'hasta', e.date],
    ['/api/reports/alerts/summary', { autoridades: 'sí' }, 'autoridades', e.authorities],
    ['/api/reports/alerts/summary', { desde: '2000-01-01', hasta: '2024-01-01' }, 'hasta', e.span],
    ['/api/reports/alerts/summary', { desde: '9999-12-25', hasta: '9999-12-31' }, 'hasta', e.date],
    ['/api/reports/complaints/export', { desde: '9999-12-25', hasta: '9999-12-31' }, 'hasta', e.date],
    ['/visitors/complaint/complaintReport/', { desde: '9999-12-25', hasta: '9999-12-31' }, 'hasta', e.date],
    ['/api/alerts/getall/bystatus/', { filtro_tipo: 2_000_000_000 }, 'filtro_tipo', e.alertType],
    ['/api/messages/alerts/', { desde: '2024-03-10', hasta: '2024-03-04' }, 'desde', e.order],
    ['/api/reports/complaints/summary', { tipo_archivo: 'image/png' }, 'tipo_archivo', e.fileType],
    ['/api/reports/complaints/summary', { filtro_tipo: 2_000_000_000 }, 'filtro_tipo', e.category],
    ['/api/reports/complaints/summary', { desde: '2024-03-10', hasta: '2024-03-04' }, 'desde', e.order],
    ['/api/reports/alerts/export', { filtro_tipo: 2_000_000_000 }, 'filtro_tipo', e.alertType],
    ['/api/reports/complaints/export', { hasta: 'mañana' }, 'hasta', e.date],
    ['/visitors/complaint/complaintReport/', { desde: '2024-03-10', hasta: '2024-03-04' }, 'desde', e.order],
    ['/visitors/complaint/complaintReport/', { filtro_tipo: 2_000_000_000 }, 'filtro_tipo', e.category],
  ])('%s %j → 400 naming %s', async (url, body, field, message) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ error: { name: 'ValidationError' }, field, message });
  });

  it('refuses callers who are not staff', async () => {
    const visitor = await createUser(t.db, { type: 'visitor' });
    const token = await loginAs(t.app, visitor.email, 'secreto123', 'visitor');
    expect((await post('/api/reports/alerts/summary', {}, token)).statusCode).toBe(403);
    expect((await post('/api/reports/complaints/export', {}, token)).statusCode).toBe(403);
  });
});

describe('an authority deleted after attending alerts', () => {
  it('still counts the alerts it attended as handled by an authority', async () => {
    const deleteRita = await attendedByRita(t, [seed.alerts.attended, seed.alerts.closed]);
    const versus = async () => (await summary('alerts')).byDate.map((p) => p.authorities);
    const before = await versus();
    await deleteRita();
    expect(await versus()).toEqual(before);
  });
});
