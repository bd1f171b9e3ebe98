import { createCatalog, createUser } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import { sql } from 'kysely';
import { timed } from './api-process.ts';
import { fmt } from './lib.ts';

/**
 * `count` records in one INSERT … SELECT generate_series: half Oportunidades, half Amenazas, every tenth private,
 * every third a small square (the others points) on a grid near Mérida, their dates spread over two years; the
 * first tenth belong to a second (disabled) project. For the benchmarks that read records at scale.
 */
export async function seedRecords(db: Db, count: number) {
  const small = Math.floor(count / 10);
  const c = await createCatalog(db);
  const author = await createUser(db);
  const seeded = await timed(() =>
    sql`
      INSERT INTO records (nombre, descripcion, id_proyecto, id_cat_principal, id_cat_secundaria, id_tipo, privado,
                           usuario, user_id, updated_at, fecha_levantamiento, geojson)
      SELECT 'Registro ' || g, 'Descripción del registro ' || g,
             CASE WHEN g <= ${small}::int THEN ${c.disabledProject}::int ELSE ${c.project}::int END, ${c.category}::int,
             CASE WHEN g % 2 = 0 THEN ${c.opportunity}::int ELSE ${c.threat}::int END, CASE WHEN g % 2 = 0 THEN 1 ELSE 2 END,
             g % 10 = 0, ${author.email}, ${author.id}::int, now(), now() - (g % 730) * interval '1 day',
             jsonb_build_object('type', 'FeatureCollection', 'features', jsonb_build_array(jsonb_build_object(
               'type', 'Feature',
               'geometry', CASE WHEN g % 3 = 0
                 THEN jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
                   jsonb_build_array(-89.6 + (g % 1000) * 0.001, 20.9 + (g / 1000) * 0.001),
                   jsonb_build_array(-89.6 + (g % 1000) * 0.001 + 0.0005, 20.9 + (g / 1000) * 0.001),
                   jsonb_build_array(-89.6 + (g % 1000) * 0.001 + 0.0005, 20.9 + (g / 1000) * 0.001 + 0.0005),
                   jsonb_build_array(-89.6 + (g % 1000) * 0.001, 20.9 + (g / 1000) * 0.001))))
                 ELSE jsonb_build_object('type', 'Point', 'coordinates',
                   jsonb_build_array(-89.6 + (g % 1000) * 0.001, 20.9 + (g / 1000) * 0.001)) END,
               'properties', jsonb_build_object('nombre', 'Registro ' || g))))
      FROM generate_series(1, ${count}::int) AS g
    `.execute(db),
  );
  await sql`ANALYZE records`.execute(db);
  console.log(`records: ${fmt(count)} inserted in ${fmt(seeded.seconds, 1)} s (one INSERT … SELECT generate_series)`);
  return { c, author };
}
