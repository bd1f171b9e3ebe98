import { alertReportRowsQuery, reportRoutes } from '@ppd/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, insertAlert, loginAs, type TestApp } from '../../../test/app.ts';
import { alertReportRows } from './queries.ts';
import { mx, seedReports, WEEK } from './testing.ts';

let t: TestApp;
let gestor: string;
let seed: Awaited<ReturnType<typeof seedReports>>;
let odd: number;

/** Text JSON must escape, and an instant with microseconds, which both sides must cut to the same millisecond. */
async function seedOddAlert() {
  const nobody = await createUser(t.db, {
    type: 'visitor',
    name: 'Sin "datos"',
    sex: null,
    age: null,
    nivel_estudios: null,
  });
  const { id } = await insertAlert(t.db, {
    visitor_id: nobody.id,
    alert_type_id: seed.types.salud,
    fecha_alerta: mx('2024-03-07T12:00:00'),
    comentario_visitante: 'Dijo "¡auxilio!"\\ en la\nesquina\t🚨 <b>&</b> \u0001 \u2028',
    comentario_autoridad: 'Atendida, «sin novedad»',
  });
  await sql`UPDATE alerts SET fecha_alerta = fecha_alerta + interval '999999 microseconds' WHERE id = ${id}`.execute(
    t.db,
  );
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  gestor = await loginAs(t.app, (await createUser(t.db)).email);
  seed = await seedReports(t.db);
  odd = await seedOddAlert();
});
afterAll(() => t.close());

const rowsOf = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/alerts/getall/bystatus/', headers: { 'x-access-token': gestor }, payload });

describe("the report rows' JSON, sent as is", () => {
  it.each<[string, () => object]>([
    ['the whole week', () => ({ ...WEEK, pageSize: 500 })],
    ['a search', () => ({ ...WEEK, search: 'sin "datos"' })],
    ['a deep page (its ids counted off the index)', () => ({ ...WEEK, pageSize: 2, page: 3 })],
    ['a type, its second page', () => ({ ...WEEK, pageSize: 2, page: 2, filtro_tipo: seed.types.salud })],
  ])('reads as the contract says and as the rows mapped in JS: %s', async (_, bodyOf) => {
    const body = bodyOf();
    const res = await rowsOf(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const wire = res.json();
    expect(wire.length).toBeGreaterThan(0);
    const reply = reportRoutes.alertRows.responses[200];
    expect(reply.parse(wire)).toStrictEqual(wire);
    const mapped = await alertReportRows(t.db, alertReportRowsQuery.parse(body));
    expect(wire).toStrictEqual(mapped);
    // Byte for byte what the reply schema's serializer sent before.
    expect(res.body).toBe(JSON.stringify(reply.parse(mapped)));
  });

  it('carries the nulls, the escaped text and the instant cut to its millisecond', async () => {
    expect((await rowsOf({ ...WEEK, search: 'sin "datos"' })).json()).toEqual([
      expect.objectContaining({
        id: odd,
        sex: null,
        age: null,
        nivel_estudios: null,
        fecha_alerta: '2024-03-07T18:00:00.999Z',
        comentario_visitante: 'Dijo "¡auxilio!"\\ en la\nesquina\t🚨 <b>&</b> \u0001 \u2028',
        comentario_autoridad: 'Atendida, «sin novedad»',
      }),
    ]);
  });

  it('is an empty array past the last page', async () => {
    expect((await rowsOf({ ...WEEK, page: 9 })).json()).toEqual([]);
  });
});
