import type { Db } from '@ppd/db';
import { fromMexicoCityTime } from '@ppd/domain';
import { createUser, insertAlert, loginAs, type TestApp } from '../../../test/app.ts';

/** Mexico City wall-clock time, as stored. */
export const mx = (text: string) => fromMexicoCityTime(text);

/** The week every fixture falls in: Monday 4 to Sunday 10 March 2024 (Mexico City, UTC−6 all year since 2022). */
export const WEEK = { desde: '2024-03-04', hasta: '2024-03-10' };

/**
 * Known data around the bucket edges: ages 17, 18, 25, 26, 50, 51 and unknown; alerts at the first minute and the
 * last minute (23:59) of the week and one minute outside on each side.
 */
export async function seedReports(db: Db) {
  const visitor = (name: string, sex: 'H' | 'M' | null, age: number | null, nivel_estudios: string | null) =>
    createUser(db, { type: 'visitor', name, last_name: 'Reporte', sex, age, nivel_estudios });
  const v = {
    a17: await visitor('Ana17', 'H', 17, 'Primaria'),
    a18: await visitor('Beto18', 'M', 18, 'Secundaria'),
    a25: await visitor('Caro25', 'H', 25, 'Universidad'),
    a26: await visitor('Dani26', 'M', 26, 'Preparatoria'),
    a50: await visitor('Elena50', 'H', 50, 'Maestría'),
    a51: await visitor('Fer51', null, 51, null),
    none: await visitor('Gabo', 'M', null, 'Doctorado'),
  };
  const authority = await createUser(db, { type: 'authority', name: 'Olga', last_name: 'Autoridad' });
  const type = async (tipo_alerta: string) =>
    (await db.insertInto('alert_types').values({ tipo_alerta }).returning('id').executeTakeFirstOrThrow()).id;
  const types = { seguridad: await type('Seguridad reporte'), salud: await type('Salud reporte') };

  const alert = async (visitorId: number, typeId: number, status: string, at: string, chat: string[] = []) => {
    const assigned = status !== 'ABIERTA';
    const row = await insertAlert(db, {
      visitor_id: visitorId,
      alert_type_id: typeId,
      status: status as 'ABIERTA',
      fecha_alerta: mx(at),
      comentario_visitante: `Alerta de ${at}`,
      autoridad_id: assigned ? authority.id : null,
    });
    for (const [i, message] of chat.entries()) {
      const user_type = i % 2 === 0 ? 'visitor' : 'authority';
      await db
        .insertInto('chat_messages')
        .values({ alert_id: row.id, user_type, message, date: mx(`${at.slice(0, 10)}T23:59:0${i}`) })
        .execute();
    }
    return row.id;
  };
  const { seguridad, salud } = types;
  const alerts = {
    first: await alert(v.a17.id, seguridad, 'ABIERTA', '2024-03-04T00:00:00'),
    assigned: await alert(v.a18.id, seguridad, 'ASIGNADA', '2024-03-05T10:30:00', ['Ayuda', 'Vamos en camino']),
    attended: await alert(v.a25.id, salud, 'ATENDIDA', '2024-03-05T10:45:00'),
    closed: await alert(v.a26.id, salud, 'CERRADA', '2024-03-06T15:00:00'),
    friday: await alert(v.a50.id, seguridad, 'ABIERTA', '2024-03-08T09:15:00'),
    last: await alert(v.a51.id, seguridad, 'ABIERTA', '2024-03-10T23:59:00'),
    sunday: await alert(v.none.id, salud, 'ASIGNADA', '2024-03-10T12:00:00'),
    before: await alert(v.a17.id, seguridad, 'ABIERTA', '2024-03-03T23:59:00'),
    after: await alert(v.a17.id, seguridad, 'ABIERTA', '2024-03-11T00:00:00'),
  };

  const category = async (name: string) =>
    (await db.insertInto('complaint_categories').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
  const categories = { vias: await category('Vías reporte'), agua: await category('Agua reporte') };
  const complaint = async (visitorId: number, category_id: number, status: string, file_type: string, at: string) =>
    (
      await db
        .insertInto('complaints')
        .values({
          visitor_id: visitorId,
          category_id,
          status: status as 'atendida',
          file_type,
          date: mx(at),
          text: `Denuncia de ${at}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const complaints = {
    open: await complaint(v.a18.id, categories.vias, 'no atendida', 'image/jpeg', '2024-03-04T08:00:00'),
    pending: await complaint(v.a25.id, categories.vias, 'en proceso', 'video/mp4', '2024-03-10T23:59:00'),
    closed: await complaint(v.a50.id, categories.agua, 'atendida', 'audio/mpeg', '2024-03-07T18:00:00'),
    after: await complaint(v.a17.id, categories.agua, 'atendida', 'audio/mpeg', '2024-03-11T00:00:00'),
  };
  return { visitors: v, authority, types, alerts, categories, complaints };
}

/** Rita, an authority who attended `alerts`; the returned call deletes her account as an admin does. */
export async function attendedByRita(t: TestApp, alerts: number[]) {
  const rita = await createUser(t.db, { type: 'authority', name: 'Rita', last_name: 'Borrada' });
  await t.db.updateTable('alerts').set({ autoridad_id: rita.id }).where('id', 'in', alerts).execute();
  return async () => {
    const admin = await loginAs(t.app, (await createUser(t.db, { is_admin: true })).email);
    const headers = { 'x-access-token': admin };
    const res = await t.app.inject({ method: 'DELETE', url: `/authorities/${rita.id}`, headers });
    if (res.statusCode !== 200) throw new Error(`deleting Rita failed: ${res.body}`);
  };
}
