/**
 * Every export at the largest file it allows, each downloaded from a fresh API process (its heap capped at
 * API_HEAP_MB, 96 by default) while its VmRSS is sampled from /proc every 20 ms: the growth over the RSS it had
 * before the download is what the export holds (target < 150 MB). Seeded once: BENCH_RECORDS records (100,000; the
 * explorer's export takes at most as many ids), 65,535 complaints (Denuncias.xls's most rows), BENCH_ALERTS alerts
 * (100,000) all attended by one authority (Alertas.xlsx and Autoridad.xlsx), BENCH_SURVEY_ANSWERS answers (100,000)
 * to one survey (Cuestionario.xlsx).
 */
import { readFile } from 'node:fs/promises';
import { createUser } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import { addDays, EXPLORER_EXPORT_MAX, mexicoCityToday } from '@ppd/domain';
import { sql } from 'kysely';
import { drain, login, mb, startApi, timed } from './api-process.ts';
import { fmt, type OwnDatabase, onOwnDatabase } from './lib.ts';
import { seedRecords } from './seed-records.ts';
import { seedSurveyAnswers } from './seed-survey.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? EXPLORER_EXPORT_MAX);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const COMPLAINTS = 65_535;
const SURVEY_ANSWERS = Number(process.env.BENCH_SURVEY_ANSWERS ?? 100_000);
/** BENCH_EXPORTS=Cuestionario: only the exports whose name holds it. */
const ONLY = process.env.BENCH_EXPORTS ?? '';
const chosen = (name: string) => name.includes(ONLY);
const HEAP_CAP_MB = Number(process.env.API_HEAP_MB ?? 96);
const TARGET_MB = 150;

async function seedPeople(db: Db) {
  const visitor = await createUser(db, { type: 'visitor', sex: 'M', age: 30, nivel_estudios: 'Universidad' });
  const authority = await createUser(db, { type: 'authority' });
  await sql`INSERT INTO alert_types (tipo_alerta) VALUES ('Bench')`.execute(db);
  await sql`INSERT INTO complaint_categories (name) VALUES ('Bench')`.execute(db);
  await sql`
    INSERT INTO alerts (status, fecha_alerta, alert_type_id, lat, lon, visitor_id, autoridad_id, comentario_visitante)
    SELECT 'ATENDIDA', now() - g * interval '1 minute', (SELECT min(id) FROM alert_types), 19.41, -99.2,
           ${visitor.id}, ${authority.id}, 'Comentario de la alerta ' || g
    FROM generate_series(1, ${ALERTS}::int) g`.execute(db);
  await sql`
    INSERT INTO complaints (category_id, visitor_id, status, date, text, reply, file_type)
    SELECT (SELECT min(id) FROM complaint_categories), ${visitor.id}, 'atendida', now() - g * interval '1 minute',
           'Denuncia ' || g || ': hay una coladera sin tapa frente al número ' || g, 'Atendida por la cuadrilla',
           'image/jpeg'
    FROM generate_series(1, ${COMPLAINTS}::int) g`.execute(db);
  await sql`ANALYZE`.execute(db);
  return authority.id;
}

async function vmRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The download in a fresh API: its bytes, time, and the API's peak VmRSS over its RSS before the request. */
async function download(databaseUrl: string, token: string, path: string, init: RequestInit = {}) {
  const api = await startApi(databaseUrl, HEAP_CAP_MB);
  try {
    const before = await vmRss(api.pid);
    let peak = before;
    const sampler = setInterval(() => {
      vmRss(api.pid).then(
        (rss) => {
          peak = Math.max(peak, rss);
        },
        () => undefined,
      );
    }, 20);
    try {
      const headers = { 'x-access-token': token, ...(init.body ? { 'content-type': 'application/json' } : {}) };
      const run = await timed(async () => drain(await fetch(`${api.base}${path}`, { ...init, headers })));
      return { ...run, growth: Math.max(peak, await vmRss(api.pid)) - before };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await api.stop();
  }
}

async function main(database: OwnDatabase) {
  const { db, url } = database;
  const { author } = await seedRecords(db, RECORDS);
  await sql`UPDATE users SET is_admin = true WHERE id = ${author.id}`.execute(db);
  const authority = await seedPeople(db);
  // The answers only when Cuestionario.xlsx is among the exports run: 100,000 of them take minutes to seed.
  const survey = chosen('Cuestionario') ? await seedSurveyAnswers(db, SURVEY_ANSWERS) : undefined;
  const token = await login(url, author.email);
  const ids = (await db.selectFrom('records').select('id').orderBy('id').limit(EXPLORER_EXPORT_MAX).execute()).map(
    (r) => r.id,
  );
  // The longest period a report takes (5 years): every seeded alert and complaint is within it.
  const range = JSON.stringify({ desde: addDays(mexicoCityToday(), -4 * 365), hasta: mexicoCityToday() });
  const exports: [string, string, RequestInit?][] = [
    ['Alertas.xlsx', '/api/reports/alerts/export', { method: 'POST', body: range }],
    ['Denuncias.xls (reports)', '/api/reports/complaints/export', { method: 'POST', body: range }],
    ['Denuncias.xls (complaints list)', '/api/complaints/export'],
    ['Autoridad.xlsx', `/authorities/${authority}/export`],
    [`Cuestionario.xlsx (${SURVEY_ANSWERS} answers)`, `/api/polls/answer/export/${survey?.surveyId}`],
    ...['xlsx', 'geojson', 'kml', 'shp'].map((f): [string, string] => [
      `records ${f}`,
      `/api/ppd/levantamiento/export/${f}`,
    ]),
    ...['geojson', 'kml', 'shp'].map((f): [string, string, RequestInit] => [
      `explorer ${f}`,
      `/api/ppd/levantamiento/explorer-export/${f}`,
      { method: 'POST', body: JSON.stringify({ ids }) },
    ]),
  ];
  for (const [name, path, init] of exports.filter(([name]) => chosen(name))) {
    try {
      const run = await download(url, token, path, init);
      console.log(
        `${name}: ${mb(run.result)} MB in ${fmt(run.seconds, 1)} s, API RSS +${mb(run.growth)} MB` +
          ` (heap capped at ${HEAP_CAP_MB} MB; target < ${TARGET_MB} MB: ${run.growth < TARGET_MB * 2 ** 20 ? 'met' : 'NOT met'})`,
      );
    } catch (error) {
      console.log(`${name}: FAILED (${(error as Error).message})`);
      process.exitCode = 1;
    }
  }
}

await onOwnDatabase('export-memory', main);
