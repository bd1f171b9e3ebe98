import { createTestApp, createUser } from '../../../test/app.ts';
import { createCatalog, insertRecord, point } from '../records/testing.ts';

/** Mexico City, Cancún and Mérida: three places far enough apart for a bbox to tell them apart. */
export const PLACES = { cdmx: [-99.13, 19.43], cancun: [-86.85, 21.16], merida: [-89.62, 20.97] } as const;

/**
 * A world for the OGC tests: `many` public Oportunidades in Mérida (2025-05-20), a public Amenaza in Mexico City
 * (2024-01-10), an Oportunidad in Cancún (2025-12-31) and a private record that must never show.
 */
export async function ogcWorld(many = 22) {
  const t = await createTestApp();
  const c = await createCatalog(t.db);
  const author = await createUser(t.db);
  const record = async (nombre: string, at: readonly number[], extra: { id_tipo?: number; privado?: boolean } = {}) =>
    (await insertRecord(t.db, c, author, { nombre, features: [point(at[0], at[1])], ...extra })).id;
  const dated = async (id: number, when: string) =>
    t.db
      .updateTable('records')
      .set({ fecha_levantamiento: new Date(when) })
      .where('id', '=', id)
      .execute();
  const ids = {
    threat: await record('Fuga en la capital', PLACES.cdmx, { id_tipo: 2 }),
    cancun: await record('Playa de Cancún', PLACES.cancun),
    private: await record('Privado', PLACES.merida, { privado: true }),
    merida: [] as number[],
  };
  await dated(ids.threat, '2024-01-10T12:00:00Z');
  await dated(ids.cancun, '2025-12-31T23:00:00Z');
  for (let i = 0; i < many; i += 1) ids.merida.push(await record(`Mérida ${i}`, PLACES.merida));
  const publicIds = [ids.threat, ids.cancun, ...ids.merida].sort((a, b) => a - b);
  return { t, c, author, ids, publicIds, record };
}
