/**
 * Records at scale: the explorer query over 100,000 records served through the API (HTTP), beside a raw
 * `SELECT ST_AsGeoJSON(...)` of the same rows with pg (each the faster of two runs); then the exports of 10,000 and
 * of 100,000 records to Excel, GeoJSON, KML and Shapefile, with their time and the API's peak memory. The API runs in a child process of its own,
 * a fresh one for each export, so its high-water RSS (getrusage maxRSS) is the export's alone. RECORDS=… changes the
 * count; the first tenth of the records belong to a second project, which gives the smaller export. FORMATS=shp,kml
 * picks the exports. Each export runs twice: with V8's default heap, which V8 lets grow long before it collects, and
 * with the API's heap capped (API_HEAP_MB, 96 by default): an export that held its records would fail there, and
 * its RSS shows what the export really keeps.
 */
import { mapPayload } from '@ppd/api/testing';
import { sql } from 'kysely';
import { type ApiProcess, drain, login, mb, startApi, timed } from './api-process.ts';
import { fmt, type OwnDatabase, onOwnDatabase } from './lib.ts';
import { seedRecords } from './seed-records.ts';

const COUNT = Number(process.env.RECORDS ?? 100_000);
const SMALL = Math.floor(COUNT / 10);
const FORMATS = (process.env.FORMATS ?? 'xlsx,geojson,kml,shp').split(',').filter(Boolean);
const HEAP_CAP_MB = Number(process.env.API_HEAP_MB ?? 96);

/** The faster of two runs: the first also pays for warming up (JIT, caches), and the machine is shared. */
async function bestOfTwo<T>(run: () => Promise<T>) {
  const first = await timed(run);
  const second = await timed(run);
  return first.seconds < second.seconds ? first : second;
}

async function benchExplorer(
  db: OwnDatabase['db'],
  api: ApiProcess,
  c: { project: number; disabledProject: number },
  token: string,
) {
  const raw = await bestOfTwo(() =>
    sql`SELECT r.id, ST_AsGeoJSON(r.geom) AS g FROM records r ORDER BY r.id`.execute(db),
  );
  const rawRate = COUNT / raw.seconds;
  console.log(
    `explorer raw pg SELECT ST_AsGeoJSON: ${fmt(COUNT)} rows in ${fmt(raw.seconds, 2)} s = ${fmt(rawRate)} features/s`,
  );
  for (const who of ['staff', 'public'] as const) {
    const run = await bestOfTwo(async () => {
      const res = await fetch(`${api.base}/api/ppd/levantamiento/getLevantamientos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(who === 'staff' ? { 'x-access-token': token } : {}) },
        body: JSON.stringify({
          id_proyecto: [c.project, c.disabledProject],
          id_cat_principal: [0],
          id_cat_secundaria: [0],
          id_tipo: [0],
        }),
      });
      return drain(res);
    });
    const served = who === 'staff' ? COUNT : COUNT - Math.floor(COUNT / 10);
    const rate = served / run.seconds;
    console.log(
      `explorer API (${who}): ${fmt(served)} records, ${mb(run.result)} MB in ${fmt(run.seconds, 2)} s = ${fmt(rate)} features/s` +
        ` (${fmt(rate / rawRate, 2)}× the raw SELECT), API peak rss ${mb(await api.maxRss())} MB`,
    );
  }
}

/**
 * The map's payload (ids, filter columns, TWKB geometries) over HTTP, beside the same frames read straight from
 * PostgreSQL by this process (no HTTP, no API): the raw baseline producing the same bytes.
 */
async function benchMapPayload(db: OwnDatabase['db'], api: ApiProcess, token: string) {
  const query = { id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: [1, 2] };
  const raw = await bestOfTwo(async () => {
    let bytes = 0;
    for await (const frame of mapPayload(db, { query, includePrivate: true })) bytes += frame.byteLength;
    return bytes;
  });
  const served = await bestOfTwo(async () =>
    drain(
      await fetch(`${api.base}/api/ppd/levantamiento/map`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body: JSON.stringify(query),
      }),
    ),
  );
  const rawRate = COUNT / raw.seconds;
  const rate = COUNT / served.seconds;
  console.log(
    `map payload raw pg (same frames): ${fmt(COUNT)} records, ${mb(raw.result)} MB in ${fmt(raw.seconds, 2)} s = ${fmt(rawRate)}/s; ` +
      `API: ${mb(served.result)} MB in ${fmt(served.seconds, 2)} s = ${fmt(rate)}/s (${fmt(rate / rawRate, 2)}× the raw)`,
  );
}

/** One export in a fresh API process: its time, and the API's peak RSS and its growth over the RSS once started. */
async function runExport(databaseUrl: string, token: string, path: string, heapMb?: number) {
  const api = await startApi(databaseUrl, heapMb);
  try {
    const started = await api.maxRss();
    const run = await timed(async () =>
      drain(await fetch(`${api.base}${path}`, { headers: { 'x-access-token': token } })),
    );
    const peak = await api.maxRss();
    return { ...run, peak: `${mb(peak)} MB (+${mb(peak - started)} MB)` };
  } finally {
    await api.stop();
  }
}

async function benchExport(databaseUrl: string, token: string, format: string, query: string, records: number) {
  const path = `/api/ppd/levantamiento/export/${format}${query}`;
  const run = await runExport(databaseUrl, token, path);
  const capped = await runExport(databaseUrl, token, path, HEAP_CAP_MB);
  console.log(
    `export ${format}: ${fmt(records)} records, ${mb(run.result)} MB in ${fmt(run.seconds, 1)} s,` +
      ` API peak rss ${run.peak} over its start; with a ${HEAP_CAP_MB} MB heap: ${capped.peak} in ${fmt(capped.seconds, 1)} s`,
  );
}

async function main(database: OwnDatabase) {
  const { db } = database;
  const { c, author } = await seedRecords(db, COUNT);
  const api = await startApi(database.url);
  try {
    const token = await login(database.url, author.email);
    await benchExplorer(db, api, c, token);
    await benchMapPayload(db, api, token);
    for (const format of FORMATS) {
      await benchExport(database.url, token, format, `?id_proyecto=${c.disabledProject}`, SMALL);
      await benchExport(database.url, token, format, '', COUNT);
    }
  } finally {
    await api.stop();
  }
}

await onOwnDatabase('records', main);
