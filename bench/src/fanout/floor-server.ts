/**
 * The honest floor of the fan-out benchmarks: the live path's necessary work and nothing else, in one process. An
 * HTTP POST with a JSON body, the HS256 token checked, one statement committed on the product's PostgreSQL (a
 * database of its own there, so the product's relay never sees its events), then its push to the gestores' room and
 * the answer. Two such routes: raising an alert (its row and outbox row), and claiming one (the product's claim: one
 * winner by the unique key, the holder's previous claim let go, the event's outbox row, a commit that does not wait
 * for the disk). Its sockets are the same receivers', signed in the same way.
 */
import fastifyJwt from '@fastify/jwt';
import { alertRoutes, ROOMS } from '@ppd/domain';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';
import { alertView, serveRequests } from '../lib.ts';

const RAISE_PATH = '/alerts';

interface Claims {
  sub: number;
  type: string;
  email: string;
}

interface RaiseBody {
  alert_type_id: number;
  lat: number;
  lon: number;
  comentario: string;
}

const RAISE = `
  WITH alert AS (
    INSERT INTO alerts (alert_type_id, lat, lon, comentario_visitante, visitor_id)
    VALUES ($1, $2, $3, $4, $5)
    RETURNING id, status, fecha_alerta, alert_type_id, lat, lon, comentario_visitante, visitor_id
  ), event AS (
    INSERT INTO outbox (type, payload, actor_id, actor_email)
    SELECT 'alert.raised', jsonb_build_object('alert', to_jsonb(alert)), $5, $6 FROM alert RETURNING id
  )
  SELECT alert.id, alert.fecha_alerta, event.id AS event_id FROM alert, event`;

/** A claim as the product's statement builds it (claim-statement.ts): the same keys, the instant as `toISOString`. */
const claimJson = (id: string, holder: string, at: string) =>
  `jsonb_build_object('kind', 'alert', 'id', ${id}, 'holder', ${holder}, ` +
  `'at', to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

const CLAIM = `
  WITH claimed AS (
    INSERT INTO claims (alert_id, holder_id)
    SELECT id, $2::int FROM alerts WHERE id = $1::int AND status IN ('ABIERTA', 'ASIGNADA')
    ON CONFLICT (alert_id) DO NOTHING
    RETURNING alert_id, claimed_at
  ), moved AS (
    DELETE FROM claims WHERE holder_id = $2::int AND alert_id <> $1::int AND EXISTS (SELECT FROM claimed)
    RETURNING alert_id, clock_timestamp() AS at
  ), event AS (
    INSERT INTO outbox (type, payload, actor_id, actor_email)
    SELECT 'alert.claimed',
      jsonb_build_object('claim', ${claimJson('claimed.alert_id', "jsonb_build_object('id', u.id, 'name', u.name, 'last_name', u.last_name)", 'claimed.claimed_at')})
        || coalesce((SELECT jsonb_build_object('released', jsonb_agg(${claimJson('alert_id', "'null'::jsonb", 'at')}))
          FROM moved HAVING count(*) > 0), '{}'),
      $2::int, $3::text
    FROM claimed, users u WHERE u.id = $2::int
    RETURNING id, payload
  )
  SELECT id AS event_id, payload, set_config('synchronous_commit', 'off', true) FROM event`;

/** Where alerts are raised (the server's base URL and the path); claims go to the product's claim path. */
export interface FloorAddress {
  url: string;
  path: string;
}

/** What a route pushes to the gestores (beside the event's id) and answers, from its statement's row. */
interface Outcome {
  event: 'alert:raised' | 'claim:changed';
  push: object;
  code: number;
  reply: unknown;
}

interface Route<Row> {
  path: string;
  statement: { name: string; text: string };
  values: (request: FastifyRequest, user: Claims) => unknown[];
  outcome: (row: Row, request: FastifyRequest, user: Claims) => Outcome;
}

async function start(databaseUrl: string, secret: string): Promise<FloorAddress> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  await app.register(fastifyJwt, { secret, verify: { algorithms: ['HS256'] } });
  const io = new Server(app.server, { serveClient: false });
  io.use((socket, next) => {
    try {
      socket.data = app.jwt.verify<Claims>(String((socket.handshake.auth as { token?: unknown }).token));
      next();
    } catch (err) {
      next(err as Error);
    }
  });
  io.on('connection', (socket) => {
    if ((socket.data as Claims).type === 'monitor') socket.join(ROOMS.gestores);
  });

  /** The token checked, the one statement, its push, the answer; no row: the statement changed nothing (409). */
  function route<Row extends { event_id: string }>({ path, statement, values, outcome }: Route<Row>) {
    app.post(path, async (request, reply) => {
      const user = app.jwt.verify<Claims>(String(request.headers['x-access-token']));
      const { rows } = await pool.query<Row>({ ...statement, values: values(request, user) });
      if (!rows[0]) return reply.code(409).send();
      const { event, push, code, reply: body } = outcome(rows[0], request, user);
      io.to(ROOMS.gestores).emit(event, { eventId: rows[0].event_id, ...push });
      return reply.code(code).send(body);
    });
  }

  route<{ id: number; fecha_alerta: Date; event_id: string }>({
    path: RAISE_PATH,
    statement: { name: 'raise', text: RAISE },
    values: (request, user) => {
      const { alert_type_id, lat, lon, comentario } = request.body as RaiseBody;
      return [alert_type_id, lat, lon, comentario, user.sub, user.email];
    },
    outcome: ({ id, fecha_alerta }, request, user) => {
      const { lat, lon, comentario } = request.body as RaiseBody;
      const fields = { fecha_alerta: fecha_alerta.toISOString(), lat, lon, comentario_visitante: comentario };
      const alert = alertView(id, { ...fields, visitor_id: user.sub });
      return { event: 'alert:raised', push: { alert }, code: 201, reply: alert };
    },
  });
  route<{ event_id: string; payload: { claim: unknown } }>({
    path: alertRoutes.claim.path,
    statement: { name: 'claim', text: CLAIM },
    values: (request, user) => [Number((request.params as { id: string }).id), user.sub, user.email],
    outcome: ({ payload }) => ({ event: 'claim:changed', push: payload, code: 200, reply: payload.claim }),
  });
  return { url: await app.listen({ host: '127.0.0.1', port: 0 }), path: RAISE_PATH };
}

let address: Promise<FloorAddress> | undefined;
serveRequests(async (request) => {
  address ??= start(String(request.databaseUrl), String(request.secret));
  return address;
});
