/**
 * Reports at scale: BENCH_ALERTS alerts and BENCH_COMPLAINTS complaints (1,000,000 each by default) spread over
 * BENCH_DAYS days up to now, from BENCH_VISITORS visitors. Each report answer is timed over HTTP (the API in a child
 * process) beside the same SQL run directly on the database, in alternate rounds (BENCH_RUNS each): the
 * aggregates of the default range (last 6 days), of 30 days and of the whole period, and a page of report rows.
 * Then Alertas.xlsx of BENCH_EXPORT_ROWS alerts (100,000), streamed by an API whose heap is capped at API_HEAP_MB,
 * and Denuncias.xls of about 60,000 complaints (BIFF8, at most 65,535 rows, its cells streamed through a temp file),
 * with their time and the API's peak RSS growth. BENCH_PARTS (summaries,rows,exports) runs only some of them: rows alone
 * is the page of report rows, with the plan of the statement the API sends, its JSON text made in-process and the same
 * text written by PostgreSQL's json_agg instead.
 */
import {
  alertReportJson,
  alertReportRows,
  alertSource,
  complaintSource,
  createUser,
  reportAggregate,
} from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import { addDays, alertReportFilters, complaintReportFilters, mexicoCityToday, TIME_ZONE } from '@ppd/domain';
import { sql } from 'kysely';
import { drain, login, startApi, timed } from './api-process.ts';
import { fmt, ownDatabase, printCalibration } from './lib.ts';
import { startRowsFloor } from './rows-floor.ts';
import { jsonAggOf } from './rows-json-agg.ts';
import { explainRowsPage } from './rows-plan.ts';
import { seedChats } from './seed-chats.ts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 1_000_000);
const COMPLAINTS = Number(process.env.BENCH_COMPLAINTS ?? 1_000_000);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 20_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const HEAP_CAP_MB = Number(process.env.API_HEAP_MB ?? 96);
const PARTS = (process.env.BENCH_PARTS ?? 'summaries,rows,exports').split(',');
const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 1);

async function seed(db: Db) {
  const seeded = await timed(async () => {
    await sql`
      INSERT INTO users (type, email, password_hash, name, last_name, sex, age, nivel_estudios)
      SELECT 'visitor', 'bench' || g || '@bench.mx', 'x', 'Visitante', 'Bench ' || g,
             CASE WHEN g % 7 = 0 THEN NULL WHEN g % 2 = 0 THEN 'H' ELSE 'M' END,
             CASE WHEN g % 11 = 0 THEN NULL ELSE 12 + g % 60 END,
             (ARRAY['Primaria','Secundaria','Preparatoria','Universidad','Maestría','Doctorado'])[1 + g % 6]
      FROM generate_series(1, ${VISITORS}::int) g`.execute(db);
    await sql`INSERT INTO alert_types (tipo_alerta) VALUES ('Bench A'), ('Bench B'), ('Bench C')`.execute(db);
    await sql`INSERT INTO complaint_categories (name) VALUES ('Bench 1'), ('Bench 2'), ('Bench 3')`.execute(db);
    const first = sql`(SELECT min(id) FROM users WHERE type = 'visitor')`;
    const types = sql`(SELECT array_agg(id ORDER BY id) FROM alert_types WHERE tipo_alerta LIKE 'Bench%')`;
    // Evenly spread over DAYS days up to now, newest last; one alert in 20 has a chat of two messages.
    await sql`
      INSERT INTO alerts (status, fecha_alerta, alert_type_id, lat, lon, visitor_id, autoridad_id)
      SELECT (ARRAY['ABIERTA','ASIGNADA','ATENDIDA','CERRADA'])[1 + g % 4],
             now() - (${ALERTS}::int - g) * (${DAYS}::int * interval '1 day' / ${ALERTS}::int),
             (${types})[1 + g % 3], 19.41, -99.2, ${first} + g % ${VISITORS}::int, NULL
      FROM generate_series(1, ${ALERTS}::int) g`.execute(db);
    await seedChats(db, 20);
    const categories = sql`(SELECT array_agg(id ORDER BY id) FROM complaint_categories WHERE name LIKE 'Bench%')`;
    await sql`
      INSERT INTO complaints (category_id, visitor_id, status, date, text, file_type)
      SELECT (${categories})[1 + g % 3], ${first} + g % ${VISITORS}::int,
             (ARRAY['no atendida','en proceso','atendida'])[1 + g % 3],
             now() - (${COMPLAINTS}::int - g) * (${DAYS}::int * interval '1 day' / ${COMPLAINTS}::int),
             'Denuncia ' || g, (ARRAY['image/jpeg','video/mp4','audio/mpeg'])[1 + g % 3]
      FROM generate_series(1, ${COMPLAINTS}::int) g`.execute(db);
    await sql`UPDATE alerts SET autoridad_id = visitor_id WHERE status <> 'ABIERTA'`.execute(db);
    // As autovacuum leaves a table of settled rows: dead versions gone and the visibility map set, which an index-only
    // scan reads instead of the table (a deep page of report rows counts its offset off the index so).
    await sql`VACUUM ANALYZE`.execute(db);
  });
  console.log(
    `reports: ${fmt(ALERTS)} alerts, ${fmt(COMPLAINTS)} complaints over ${DAYS} days from ${fmt(VISITORS)} visitors` +
      ` seeded in ${fmt(seeded.seconds, 1)} s`,
  );
}

type Run = () => Promise<unknown>;
/** The rows' other lines: the honest floor, the API's JSON text in-process, and the same text written by json_agg. */
type Extras = Partial<Record<'floor' | 'json' | 'jsonAgg', Run>>;

/**
 * The API and its baselines (the raw SQL, and for the rows the other lines of Extras) in alternate rounds (RUNS each), so a
 * change in the machine's load reaches them all: the fastest of each, and the median of the rounds' API ÷ baseline.
 * Every other round runs them in the opposite order: none always follows the API's call (its process's work after
 * the reply, on the same two cores).
 */
async function compare(runs: { api: Run; raw: Run } & Extras) {
  const ms = async (run: Run) => (await timed(run)).seconds * 1000;
  const names = (['raw', 'json', 'jsonAgg', 'floor', 'api'] as const).filter((name) => runs[name]);
  // Once each first, untimed: a route's first call compiles its code, which no later call pays.
  for (const name of names) await runs[name]!();
  const rounds: Partial<Record<(typeof names)[number], number>>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const round: (typeof rounds)[number] = {};
    for (const name of i % 2 ? [...names].reverse() : names) round[name] = await ms(runs[name]!);
    rounds.push(round);
  }
  const fastest = (name: (typeof names)[number]) => Math.min(...rounds.map((r) => r[name]!));
  const ratio = (name: 'raw' | 'floor') => {
    const ratios = rounds.map((r) => r.api! / r[name]!).sort((a, b) => a - b);
    return ratios[Math.floor(ratios.length / 2)]!;
  };
  return {
    apiMs: fastest('api'),
    rawMs: fastest('raw'),
    toRaw: ratio('raw'),
    ...(runs.floor && { floorMs: fastest('floor'), toFloor: ratio('floor') }),
    ...(runs.json && { jsonMs: fastest('json') }),
    ...(runs.jsonAgg && { jsonAggMs: fastest('jsonAgg') }),
  };
}

/** The Mexico City day `n` rows from the newest (so that a range from it holds about n rows). */
async function dayOfNewest(db: Db, table: 'alerts' | 'complaints', n: number): Promise<string> {
  const column = table === 'alerts' ? sql.ref('fecha_alerta') : sql.ref('date');
  const { rows } = await sql<{ day: string }>`
    SELECT to_char(${column} AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD') AS day
    FROM ${sql.table(table)} ORDER BY ${column} DESC OFFSET ${n - 1} LIMIT 1`.execute(db);
  return rows[0]?.day ?? addDays(mexicoCityToday(), -DAYS);
}

async function main() {
  printCalibration('reports');
  const database = await ownDatabase();
  const { db } = database;
  try {
    await seed(db);
    const author = await createUser(db);
    const token = await login(database.url, author.email);
    const api = await startApi(database.url);
    const floor = await startRowsFloor(db);
    const postTo = async (base: string, path: string, body: object) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body: JSON.stringify(body),
      });
      return drain(res);
    };
    const post = (path: string, body: object) => postTo(api.base, path, body);
    const today = mexicoCityToday();
    const ranges = {
      'default (6 days)': {},
      '30 days': { desde: addDays(today, -29), hasta: today },
      [`whole period (${DAYS} days)`]: { desde: addDays(today, -DAYS), hasta: today },
    };
    try {
      // Every seeded day is marked changed: the first report over them counts them into report_days.
      const whole = ranges[`whole period (${DAYS} days)`]!;
      for (const kind of PARTS.includes('summaries') ? ['alerts', 'complaints'] : []) {
        const { seconds } = await timed(() => post(`/api/reports/${kind}/summary`, whole));
        console.log(
          `${kind} summary, first over the whole period (counts every day into the roll-up): ${fmt(seconds, 2)} s`,
        );
      }
      for (const [name, range] of Object.entries(ranges)) {
        const alerts = alertReportFilters.parse(range);
        const complaints = complaintReportFilters.parse(range);
        const rowsPage = { ...alerts, page: 1, pageSize: 500 };
        const cases = [
          [
            'summaries',
            'alerts summary',
            () => post('/api/reports/alerts/summary', range),
            () => reportAggregate(db, alertSource, alerts, true),
            {},
          ],
          [
            'summaries',
            'complaints summary',
            () => post('/api/reports/complaints/summary', range),
            () => reportAggregate(db, complaintSource, complaints, true),
            {},
          ],
          [
            'rows',
            'alert rows (bystatus, 500)',
            () => post('/api/alerts/getall/bystatus/', range),
            () => alertReportRows(db, rowsPage),
            {
              floor: () => postTo(floor.base, '/', range),
              json: () => alertReportJson(db, rowsPage),
              jsonAgg: () => jsonAggOf(db, rowsPage),
            },
          ],
        ] as const;
        for (const [, what, viaApi, raw, extras] of cases.filter(([part]) => PARTS.includes(part))) {
          const c = await compare({ api: viaApi, raw, ...extras });
          const jsonText =
            c.jsonMs === undefined
              ? ''
              : `, its JSON in-process ${fmt(c.jsonMs, 1)} ms (written by json_agg ${fmt(c.jsonAggMs ?? 0, 1)} ms)`;
          const floorText = c.floorMs === undefined ? '' : `${jsonText}, honest floor ${fmt(c.floorMs, 1)} ms`;
          const toFloor = c.toFloor === undefined ? '' : `, ÷ floor ${fmt(c.toFloor, 2)}×`;
          console.log(
            `${what}, ${name}: API ${fmt(c.apiMs, 1)} ms, raw SQL ${fmt(c.rawMs, 1)} ms${floorText} (fastest of ${RUNS});` +
              ` median of the rounds' API ÷ raw ${fmt(c.toRaw, 2)}×${toFloor}` +
              ` (target ≤ 1.3× and < 500 ms: ${c.toRaw <= 1.3 && c.apiMs < 500 ? 'met' : 'NOT met'})`,
          );
        }
        if (PARTS.includes('rows')) {
          console.log(`alert rows, ${name}: the API's statement, ${await explainRowsPage(db, rowsPage)}`);
        }
      }
      if (PARTS.includes('rows')) {
        const last = { page: Math.ceil(ALERTS / 500), pageSize: 500 };
        const { seconds } = await timed(() => post('/api/alerts/getall/bystatus/', { ...whole, ...last }));
        console.log(
          `alert rows, whole period, its last page (${fmt(last.page)}): API ${fmt(seconds * 1000, 1)} ms;` +
            ` the API's statement, ${await explainRowsPage(db, { ...alertReportFilters.parse(whole), ...last })}`,
        );
      }
    } finally {
      await Promise.all([api.stop(), floor.stop()]);
    }
    if (PARTS.includes('exports')) {
      await benchExport(database.url, token, 'alerts', await dayOfNewest(db, 'alerts', EXPORT_ROWS));
      await benchExport(database.url, token, 'complaints', await dayOfNewest(db, 'complaints', 60_000));
    }
  } finally {
    await database.drop();
  }
}

/** One export in a fresh API process with a capped heap: its rows, bytes, time and peak RSS growth. */
async function benchExport(databaseUrl: string, token: string, kind: 'alerts' | 'complaints', desde: string) {
  const api = await startApi(databaseUrl, HEAP_CAP_MB);
  try {
    const started = await api.maxRss();
    const body = { desde, hasta: mexicoCityToday() };
    const run = await timed(async () =>
      drain(
        await fetch(`${api.base}/api/reports/${kind}/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-access-token': token },
          body: JSON.stringify(body),
        }),
      ),
    );
    const peak = await api.maxRss();
    const file = kind === 'alerts' ? 'Alertas.xlsx' : 'Denuncias.xls';
    console.log(
      `${file} from ${desde}: ${mb(run.result)} MB in ${fmt(run.seconds, 1)} s;` +
        ` API heap capped at ${HEAP_CAP_MB} MB,` +
        ` peak rss ${mb(peak)} MB (+${mb(peak - started)} MB over its start)`,
    );
  } finally {
    await api.stop();
  }
}

await main();
