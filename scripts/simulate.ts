/**
 * Brings the demo board to life: signs up visitors who raise alerts and chat, and signs in the seeded authorities,
 * who drive along a few streets of the demo city sending a GPS fix every 5 s (the board's map moves them), answer
 * the alerts a gestor assigns them and mark them attended.
 *
 *   npm run simulate -- --visitors 5 --authorities 3 --rate 0.2 [--alerts 20] [--auto-assign] [--base-url URL]
 *
 * Visitors also answer the surveys sent to them (share --answer-share, default 0.7), a few seconds after the
 * inbox notification arrives: every question type, photos and videos uploaded first.
 *
 * --rate is alerts per second across all visitors; --alerts stops after that many (default: until Ctrl-C);
 * --auto-assign also signs in admin@demo.ppd and assigns open alerts itself. BASE_URL (or --base-url) is the API,
 * http://localhost:3000 by default.
 */
import { parseArgs } from 'node:util';
import { AppClient, sampleAnswers } from '@ppd/client';
import { sampleUpload } from '@ppd/client/sample-media';
import type { AlertView } from '@ppd/domain';

const { values: args } = parseArgs({
  options: {
    visitors: { type: 'string', default: '5' },
    authorities: { type: 'string', default: '3' },
    rate: { type: 'string', default: '0.2' },
    alerts: { type: 'string' },
    'auto-assign': { type: 'boolean', default: false },
    'answer-share': { type: 'string', default: '0.7' },
    'base-url': { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:3000' },
  },
});

const baseUrl = args['base-url']!;
const visitorCount = Number(args.visitors);
const authorityCount = Number(args.authorities);
const rate = Number(args.rate);
const maxAlerts = args.alerts ? Number(args.alerts) : Number.POSITIVE_INFINITY;
const password = process.env.SEED_PASSWORD ?? 'demo1234';

// The demo seed's authorities: autoridadN@demo.ppd, whose first password is their auth_id AUT-100N (the 4th is inactive).
const SEEDED_AUTHORITIES = [1, 2, 3, 4].map((n) => ({ email: `autoridad${n}@demo.ppd`, password: `AUT-100${n}` }));
// The event map's bounds (spec part 2 §9).
const BOX = { lat: [19.3953, 19.4321], lon: [-99.2292, -99.174] } as const;
const COMMENTS = [
  'Una persona se desmayó cerca del lago.',
  'Me robaron el celular junto a la fuente.',
  'Mi hijo se separó de nosotros en la entrada.',
  'Hay humo saliendo de un puesto.',
  'Chocaron dos bicicletas en la ciclovía.',
];
const VISITOR_LINES = ['Sigo en el mismo lugar.', 'Gracias, aquí los espero.', '¿Cuánto tardan?'];
const NAMES = ['María', 'Luis', 'Sofía', 'Carlos', 'Valeria', 'Diego', 'Fernanda', 'Javier'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (...parts: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...parts);
const later = (ms: number, run: () => Promise<unknown>) =>
  setTimeout(() => run().catch((err: Error) => log('!', err.message)), ms);

async function startVisitors(): Promise<AppClient[]> {
  const run = Date.now().toString(36);
  return Promise.all(
    Array.from({ length: visitorCount }, async (_, i) => {
      const visitor = new AppClient(baseUrl);
      const email = `sim-${run}-${i + 1}@simulacion.ppd`;
      await visitor.signUpVisitor({
        email,
        password: 'simulacion123',
        name: pick(NAMES),
        last_name: 'Simulación',
        sex: i % 2 === 0 ? 'M' : 'H',
        age: 18 + ((i * 7) % 50),
        nivel_estudios: pick(['Primaria', 'Secundaria', 'Preparatoria', 'Universidad', 'Maestría', 'Doctorado']),
      });
      await visitor.signIn(email, 'simulacion123', 'visitor');
      await visitor.connect();
      // Where they are: sends to an area reach them by it.
      await visitor.reportVisitorPosition(between(...BOX.lat), between(...BOX.lon));
      // Visitors answer some of the authority's messages.
      visitor.on('chat:message', ({ message }) => {
        if (message.user_type === 'authority' && Math.random() < 0.6)
          later(between(1_000, 4_000), () => visitor.sendMessage(message.alert_id, pick(VISITOR_LINES)));
      });
      visitor.on('notification', ({ notification }) => {
        const surveyId = notification.data.surveyId;
        if (notification.kind !== 'survey.sent' || typeof surveyId !== 'number') return;
        if (Math.random() < Number(args['answer-share']))
          later(between(2_000, 10_000), () => answer(visitor, surveyId));
      });
      return visitor;
    }),
  );
}

async function answer(visitor: AppClient, surveyId: number): Promise<void> {
  const survey = await visitor.survey(surveyId);
  const upload = (kind: 'photo' | 'video') => visitor.uploadSurveyMedia(surveyId, sampleUpload(kind));
  const position = { lat: between(...BOX.lat), lng: between(...BOX.lon) };
  await visitor.answerSurvey(surveyId, await sampleAnswers(survey, upload, position));
  log(`survey ${surveyId} answered`);
}

// Streets around the event map (lat, lon), which the authorities patrol back and forth, a fix every 5 s, for the board's map.
const STREETS: [number, number][][] = [
  // Paseo de la Reforma, from the Auditorio Nacional to the Estela de Luz.
  [
    [19.4246, -99.1925],
    [19.4243, -99.1882],
    [19.424, -99.1855],
    [19.4247, -99.1771],
  ],
  // Avenida Constituyentes, along the second section of the forest.
  [
    [19.4035, -99.217],
    [19.408, -99.207],
    [19.412, -99.198],
    [19.4155, -99.189],
  ],
  // Anillo Periférico (Boulevard Manuel Ávila Camacho) past Chapultepec.
  [
    [19.4005, -99.2035],
    [19.4105, -99.204],
    [19.42, -99.2065],
    [19.432, -99.208],
  ],
  // Avenida Parque Lira and Calzada Molino del Rey.
  [
    [19.401, -99.193],
    [19.409, -99.1905],
    [19.4165, -99.19],
  ],
];
const FIX_EVERY_MS = 5_200;
const SPEED_M_S = 8;

/** Metres between two points (equirectangular: exact enough across a few kilometres). */
const metres = ([la1, lo1]: [number, number], [la2, lo2]: [number, number]) =>
  Math.hypot((la2 - la1) * 111_320, (lo2 - lo1) * 111_320 * Math.cos((la1 * Math.PI) / 180));

/** The point `distance` metres along the street, going back the way it came past either end. */
function along(street: [number, number][], distance: number): [number, number] {
  const legs = street.slice(1).map((to, i) => metres(street[i]!, to));
  const length = legs.reduce((a, b) => a + b, 0);
  let left = distance % (2 * length);
  if (left > length) left = 2 * length - left;
  for (const [i, leg] of legs.entries()) {
    if (left <= leg) {
      const [[la1, lo1], [la2, lo2]] = [street[i]!, street[i + 1]!];
      return [la1 + ((la2 - la1) * left) / leg, lo1 + ((lo2 - lo1) * left) / leg];
    }
    left -= leg;
  }
  return street.at(-1)!;
}

/** Drives the authority along `street`, posting a fix (with a few metres of GPS accuracy) every FIX_EVERY_MS. */
function patrol(authority: AppClient, street: [number, number][]) {
  const started = Date.now();
  const offset = between(0, 2_000);
  const send = () => {
    const [lat, lon] = along(street, offset + ((Date.now() - started) / 1000) * SPEED_M_S);
    const fix = { lat, lon, accuracy: Math.round(between(4, 15)), fixed_at: new Date().toISOString() };
    authority.reportFix(fix).catch((err: Error) => log('! fix:', err.message));
  };
  send();
  setInterval(send, FIX_EVERY_MS);
}

async function startAuthorities(): Promise<AppClient[]> {
  const chosen = SEEDED_AUTHORITIES.slice(0, authorityCount);
  const signedIn: AppClient[] = [];
  for (const { email, password: authId } of chosen) {
    const authority = new AppClient(baseUrl);
    try {
      await authority.signIn(email, authId, 'authority');
    } catch (err) {
      log(`${email} cannot sign in (${(err as Error).message}); skipped`);
      continue;
    }
    await authority.connect();
    patrol(authority, STREETS[signedIn.length % STREETS.length]!);
    authority.on('alert:assigned', ({ alert }) => {
      log(`${email} got F-${alert.id}`);
      later(between(1_500, 3_000), () => authority.sendMessage(alert.id, 'Recibimos su alerta, vamos en camino.'));
      later(between(8_000, 15_000), () => authority.attend(alert.id, 'Se brindó atención en el lugar.'));
    });
    signedIn.push(authority);
  }
  return signedIn;
}

async function startAssigner(): Promise<void> {
  const admin = new AppClient(baseUrl);
  await admin.signIn('admin@demo.ppd', password, 'monitor');
  await admin.connect();
  admin.on('alert:raised', ({ alert }) => {
    later(between(2_000, 5_000), async () => {
      const active = await fetch(`${baseUrl}/authorities/active/list/?alert_id=${alert.id}`, {
        headers: { 'x-access-token': admin.token! },
      });
      const list = (await active.json()) as { id: number; name: string; nearest: boolean }[];
      if (list.length === 0) return;
      // The closest free authority, as the assign dialog marks it (any, when none is free).
      const chosen = list.find((a) => a.nearest) ?? pick(list);
      await admin.assign(alert.id, chosen.id).catch((err: Error) => log('assign:', err.message));
    });
  });
}

async function main() {
  log(`simulating against ${baseUrl}: ${visitorCount} visitors, ${authorityCount} authorities, ${rate} alerts/s`);
  const [visitors, authorities] = await Promise.all([startVisitors(), startAuthorities()]);
  const types = visitors[0] ? await visitors[0].alertTypes() : [];
  if (types.length === 0) throw new Error('no alert types: is the demo seed loaded?');
  if (args['auto-assign']) await startAssigner();
  log(`${visitors.length} visitors and ${authorities.length} authorities connected`);

  let raised = 0;
  const shutdown = () => {
    for (const c of [...visitors, ...authorities]) c.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  while (raised < maxAlerts && visitors.length > 0) {
    const visitor = pick(visitors);
    const alert: AlertView = await visitor.raiseAlert({
      alert_type_id: pick(types).id,
      lat: between(...BOX.lat),
      lon: between(...BOX.lon),
      comentario: pick(COMMENTS),
    });
    raised++;
    log(`F-${alert.id} raised (${alert.alerta_type})`);
    later(between(500, 2_000), () => visitor.sendMessage(alert.id, 'Hola, necesito ayuda por favor.'));
    await sleep(rate > 0 ? 1_000 / rate : 1_000);
  }
  // Let the last answers arrive before leaving.
  await sleep(20_000);
  shutdown();
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
