/**
 * The honest floor of the alert fan-out: the live path's necessary work and nothing else, in one process. An HTTP
 * POST with a JSON body, the HS256 token checked, one statement inserting the alert and its outbox row committed on
 * the product's PostgreSQL (a database of its own there, so the product's relay never sees its events), then the
 * alert's view emitted to the gestores' room and the 201. Its sockets are the same receivers', signed in the same way.
 */
import fastifyJwt from '@fastify/jwt';
import { ROOMS } from '@ppd/domain';
import Fastify from 'fastify';
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

interface Raised {
  id: number;
  fecha_alerta: Date;
  event_id: string;
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

/** Where alerts are raised: the server's base URL and the path. */
export interface FloorAddress {
  url: string;
  path: string;
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

  app.post<{ Body: RaiseBody }>(RAISE_PATH, async (request, reply) => {
    const user = app.jwt.verify<Claims>(String(request.headers['x-access-token']));
    const { alert_type_id, lat, lon, comentario } = request.body;
    const values = [alert_type_id, lat, lon, comentario, user.sub, user.email];
    const { rows } = await pool.query<Raised>({ name: 'raise', text: RAISE, values });
    const { id, fecha_alerta, event_id } = rows[0]!;
    const fields = { fecha_alerta: fecha_alerta.toISOString(), lat, lon, comentario_visitante: comentario };
    const alert = alertView(id, { ...fields, visitor_id: user.sub });
    io.to(ROOMS.gestores).emit('alert:raised', { eventId: event_id, alert });
    return reply.code(201).send(alert);
  });
  return { url: await app.listen({ host: '127.0.0.1', port: 0 }), path: RAISE_PATH };
}

let address: Promise<FloorAddress> | undefined;
serveRequests(async (request) => {
  address ??= start(String(request.databaseUrl), String(request.secret));
  return address;
});
