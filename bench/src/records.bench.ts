/**
 * Records at scale: the explorer query over 100,000 records served through the API (HTTP), beside a raw
 * `SELECT ST_AsGeoJSON(...)` of the same rows with pg; then the exports of all of them to Excel, GeoJSON, KML and
 * Shapefile, with their time and the process's peak memory (rss sampled every 20 ms). In process: the API and this
 * script share the heap, so read the peaks as upper bounds. RECORDS=… changes the count.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@ppd/api';
import { loadConfig } from '@ppd/api/src/config.ts';
import { createCatalog } from '@ppd/api/src/features/records/testing.ts';
import { createUser, loginAs } from '@ppd/api/test/app.ts';
import { sql } from 'kysely';
import { fmt, ownDatabase } from './lib.ts';

const COUNT = Number(process.env.RECORDS ?? 100_000);
const mb = (bytes: number) => fmt(bytes / 1024 / 1024);

async function measure<T>(run: () => Promise<T>): Promise<{ seconds: number; peakRss: number; result: T }> {
  let peakRss = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  try {
    const result = await run();
    return { seconds: (performance.now() - start) / 1000, peakRss, result };
  } finally {
    clearInterval(timer);
  }
}

/** Reads a response to its end without keeping it: what a client downloading it costs the server. */
async function drain(res: Response): Promise<number> {
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

const database = await ownDatabase();
const { db } = database;
const app = await buildApp(
  loadConfig({ ...process.env, DATABASE_URL: database.url, JWT_SECRET: 'bench', LOG_LEVEL: 'error' }),
);
try {
  const c = await createCatalog(db);
  const author = await createUser(db);
  const token = await loginAs(app, author.email);

  const seeded = await measure(() =>
    sql`
      INSERT INTO records (nombre, descripcion, id_proyecto, id_cat_principal, id_cat_secundaria, id_tipo, privado,
                           usuario, user_id, updated_at, geojson)
      SELECT 'Registro ' || g, 'Descripción del registro ' || g, ${c.project}::int, ${c.category}::int,
             CASE WHEN g % 2 = 0 THEN ${c.opportunity}::int ELSE ${c.threat}::int END, CASE WHEN g % 2 = 0 THEN 1 ELSE 2 END,
             g % 10 = 0, ${author.email}, ${author.id}::int, now(),
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
      FROM generate_series(1, ${COUNT}::int) AS g
    `.execute(db),
  );
  await sql`ANALYZE records`.execute(db);
  console.log(`records: ${fmt(COUNT)} inserted in ${fmt(seeded.seconds, 1)} s (one INSERT … SELECT generate_series)`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = { 'x-access-token': token, 'content-type': 'application/json' };

  const raw = await measure(() => sql`SELECT r.id, ST_AsGeoJSON(r.geom) AS g FROM records r ORDER BY r.id`.execute(db));
  const rawRate = COUNT / raw.seconds;
  console.log(
    `explorer raw pg SELECT ST_AsGeoJSON: ${fmt(COUNT)} rows in ${fmt(raw.seconds, 2)} s = ${fmt(rawRate)} features/s`,
  );

  for (const who of ['staff', 'public'] as const) {
    const api = await measure(async () => {
      const res = await fetch(`${base}/api/ppd/levantamiento/getLevantamientos`, {
        method: 'POST',
        headers: who === 'staff' ? headers : { 'content-type': 'application/json' },
        body: JSON.stringify({ id_proyecto: [c.project], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: [0] }),
      });
      return drain(res);
    });
    const served = who === 'staff' ? COUNT : COUNT - Math.floor(COUNT / 10);
    const rate = served / api.seconds;
    console.log(
      `explorer API (${who}): ${fmt(served)} records, ${mb(api.result)} MB in ${fmt(api.seconds, 2)} s = ${fmt(rate)} features/s` +
        ` (${fmt(rate / rawRate, 2)}× the raw SELECT), peak rss ${mb(api.peakRss)} MB`,
    );
  }

  for (const format of ['xlsx', 'geojson', 'kml', 'shp'] as const) {
    const before = process.memoryUsage().rss;
    const run = await measure(async () =>
      drain(await fetch(`${base}/api/ppd/levantamiento/export/${format}`, { headers: { 'x-access-token': token } })),
    );
    console.log(
      `export ${format}: ${fmt(COUNT)} records, ${mb(run.result)} MB in ${fmt(run.seconds, 1)} s,` +
        ` peak rss ${mb(run.peakRss)} MB (rss before ${mb(before)} MB)`,
    );
  }
} finally {
  await app.close();
  await database.drop();
}
