/**
 * Map rendering: the explorer (/explorador) with 100,000 records in headless Chromium (SwiftShader WebGL).
 * The built web app is served from web/dist; the explorer's API answers are synthetic (no database needed):
 * a mix of points (60 %), lines (20 %) and polygons (20 %) around the panel map centre.
 * Prints the time to the first frame that shows them and the frame times while panning.
 */
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { launchChromium } from '../../web/e2e/browser.ts';
import { buildWebIfStale, WEB_DIST } from '../../web/e2e/build.ts';
import { fmt, freePort, percentile } from './lib.ts';

const COUNT = Number(process.env.BENCH_MAP_FEATURES ?? 100_000);
const PAN_MS = Number(process.env.BENCH_MAP_PAN_MS ?? 4000);
/** A folder for Chrome CPU profiles of each phase (load, pan9, pan12), to open in DevTools. */
const PROFILE_DIR = process.env.BENCH_MAP_PROFILE_DIR;

function synthetic(count: number) {
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const records: string[] = [];
  for (let i = 0; i < count; i++) {
    const lon = -89.02 + (rnd() - 0.5) * 1.6;
    const lat = 20.59 + (rnd() - 0.5) * 1.2;
    const kind = i % 5;
    const d = 0.002;
    const geometry =
      kind < 3
        ? { type: 'Point', coordinates: [lon, lat] }
        : kind === 3
          ? {
              type: 'LineString',
              coordinates: [
                [lon, lat],
                [lon + d, lat + d],
                [lon + 2 * d, lat],
              ],
            }
          : {
              type: 'Polygon',
              coordinates: [
                [
                  [lon, lat],
                  [lon + d, lat],
                  [lon + d, lat + d],
                  [lon, lat + d],
                  [lon, lat],
                ],
              ],
            };
    const type = 1 + (i % 2);
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry, properties: {} }],
    });
    records.push(
      JSON.stringify({
        id: i + 1,
        nombre: `Registro ${i + 1}`,
        descripcion: 'Sintético',
        id_proyecto: 1 + (i % 4),
        proyecto_nombre: `Proyecto ${1 + (i % 4)}`,
        id_cat_principal: 1 + (i % 5),
        cat_principal_nombre: 'Categoría',
        id_cat_secundaria: 1 + (i % 20),
        cat_secundaria_nombre: 'Subcategoría',
        id_tipo: type,
        tipo_nombre: type === 1 ? 'Oportunidades' : 'Amenazas',
        fecha_levantamiento: '2025-01-01T12:00:00Z',
        media_folder: null,
        file_type: null,
        geojson,
      }),
    );
  }
  return `{"levantamientos":[${records.join(',')}]}`;
}

const lists: Record<string, unknown> = {
  '/api/ppd/proyectos/getProjectsToExplorer': {
    proyectos: [1, 2, 3, 4].map((id) => ({ id, nombre: `Proyecto ${id}` })),
  },
  '/api/ppd/catprinc/getMainCategoriesToExplorer': {
    categorias: [1, 2, 3, 4, 5].map((id) => ({ id, nombre_categoria: `Categoría ${id}` })),
  },
  '/api/ppd/subcategorias/getAllSubcategoriesToExplorer': {
    subcategorias: Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      nombre: `Sub ${i + 1}`,
      id_maincategory: 1,
      tipo_id: 1,
    })),
  },
  '/api/ppd/tipolevantamiento/getTypesToExplorer': {
    tipos: [
      { id: 1, nombre: 'Oportunidades' },
      { id: 2, nombre: 'Amenazas' },
    ],
  },
};

buildWebIfStale();
const body = synthetic(COUNT);
const port = await freePort();
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/api/ppd/levantamiento/getLevantamientos') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    return;
  }
  if (lists[url.pathname]) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(lists[url.pathname]));
    return;
  }
  const file = path.join(WEB_DIST, url.pathname);
  const target = existsSync(file) && statSync(file).isFile() ? file : path.join(WEB_DIST, 'index.html');
  const type = target.endsWith('.js')
    ? 'text/javascript'
    : target.endsWith('.css')
      ? 'text/css'
      : target.endsWith('.svg')
        ? 'image/svg+xml'
        : 'text/html';
  res.writeHead(200, { 'content-type': type });
  createReadStream(target).pipe(res);
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const { context, close } = await launchChromium();
try {
  const page = context.pages()[0] ?? (await context.newPage());
  // No tiles can be fetched here: refuse them at once rather than wait for DNS.
  await page.route(/^https:\/\/(tile\.openstreetmap\.org|server\.arcgisonline\.com)\//, (route) => route.abort());
  let answered = 0;
  page.on('response', (r) => {
    if (r.url().endsWith('/getLevantamientos')) answered = Date.now();
  });
  const cdp = PROFILE_DIR ? await context.newCDPSession(page) : null;
  await cdp?.send('Profiler.enable');
  await cdp?.send('Profiler.setSamplingInterval', { interval: 500 });
  const profiled = async (name: string, run: () => Promise<void>) => {
    await cdp?.send('Profiler.start');
    await run();
    if (!cdp || !PROFILE_DIR) return;
    const { profile: cpu } = await cdp.send('Profiler.stop');
    writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(cpu));
  };
  const started = Date.now();
  await profiled('load', async () => {
    await page.goto(`http://127.0.0.1:${port}/explorador`);
    await page.getByText(`${COUNT.toLocaleString('en-US')} levantamientos en el mapa`).waitFor({ timeout: 120_000 });
    // The first frame drawn after the data is on the map.
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  });
  const firstFrame = Date.now() - started;

  const map = page.locator('.map-view canvas').first();
  const box = (await map.boundingBox())!;
  const measurePan = async (label: string) => {
    // Strings, not functions: tsx's helpers (__name) do not exist in the page.
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__stop = false;
      let last = performance.now();
      const tick = (now) => {
        window.__frames.push(now - last);
        last = now;
        if (!window.__stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const end = Date.now() + PAN_MS;
    let step = 0;
    while (Date.now() < end) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(cx + (step % 2 ? -1 : 1) * i * 20, cy + i * 5);
      await page.mouse.up();
      step++;
    }
    const frames = (await page.evaluate('(window.__stop = true, window.__frames.slice(1))')) as number[];
    frames.sort((a, b) => a - b);
    const mean = frames.reduce((s, f) => s + f, 0) / frames.length;
    console.log(
      `map-render ${label}: frames=${frames.length} mean=${fmt(mean)} ms p50=${fmt(percentile(frames, 50))} ms p95=${fmt(percentile(frames, 95))} ms max=${fmt(frames.at(-1) ?? 0)} ms (~${fmt(1000 / mean)} fps)`,
    );
  };

  console.log(`map-render features=${COUNT} (60% points, 20% lines, 20% polygons), headless Chromium + SwiftShader`);
  console.log(`map-render time to first frame (navigation → ${COUNT} records drawn): ${firstFrame} ms`);
  console.log(
    `map-render   of which: records answer received at ${answered - started} ms (${fmt(body.length / 1e6)} MB JSON)`,
  );
  await profiled('pan9', () => measurePan('panning at zoom 9 (clustered)'));
  // Zoom past the clustering limit: every pin and shape in view is drawn from the typed arrays.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, -500);
    await page.waitForTimeout(400);
  }
  await profiled('pan12', () => measurePan('panning at zoom ~12 (all pins)'));
} finally {
  await close();
  server.close();
}
