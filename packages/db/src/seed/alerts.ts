import type { AlertStatus } from '@ppd/domain';
import type { ChatUserType } from '../tables/alerts.ts';
import type { Catalogs } from './catalogs.ts';
import { HOUR, hoursAgo, type SeedContext } from './context.ts';
import { CDMX_BOX, pointIn } from './geo.ts';
import type { People, Person } from './people.ts';

/** Statuses in turn: three of each, over the last twelve days (most inside the reports' default six). */
const STATUSES: AlertStatus[] = ['ABIERTA', 'ASIGNADA', 'ATENDIDA', 'CERRADA'];
const PER_STATUS = 3;

const VISITOR_COMMENTS = [
  'Una persona se desmayó cerca del lago.',
  'Me robaron el celular junto a la fuente.',
  'Mi hijo se separó de nosotros en la entrada.',
  'Hay humo saliendo de un puesto.',
  'Chocaron dos bicicletas en la ciclovía.',
  'Un hombre está molestando a las personas.',
];

const AUTHORITY_COMMENTS = [
  'Se brindó atención en el lugar.',
  'Se canalizó a la persona con los paramédicos.',
  'Se localizó al menor y se entregó a su familia.',
  'Se controló la situación sin lesionados.',
];

const CHAT: { from: ChatUserType; text: string }[] = [
  { from: 'visitor', text: 'Hola, necesito ayuda por favor.' },
  { from: 'authority', text: 'Recibimos su alerta, vamos en camino. ¿Sigue en el mismo lugar?' },
  { from: 'visitor', text: 'Sí, estoy junto a la entrada principal.' },
  { from: 'authority', text: 'Llegamos en cinco minutos.' },
  { from: 'monitor', text: 'Seguimos la atención desde el centro de monitoreo.' },
  { from: 'authority', text: 'Ya estamos con usted.' },
];

export async function seedAlerts(ctx: SeedContext, catalogs: Catalogs, people: People): Promise<void> {
  const { db, rng } = ctx;
  const active = people.authorities.slice(0, -1);
  for (let i = 0; i < STATUSES.length * PER_STATUS; i++) {
    const status = STATUSES[i % STATUSES.length]!;
    const raised = hoursAgo(ctx, 2 + i * 23 + rng.float(0, 5));
    const visitor = rng.pick(people.visitors);
    const type = catalogs.alertTypes[i % catalogs.alertTypes.length]!;
    const authority: Person | null = status === 'ABIERTA' ? null : active[i % active.length]!;
    const assigned = authority ? new Date(raised.getTime() + 0.2 * HOUR) : null;
    const attended = status === 'ATENDIDA' || status === 'CERRADA' ? new Date(raised.getTime() + 1.5 * HOUR) : null;
    const closed = status === 'CERRADA' ? new Date(raised.getTime() + 3 * HOUR) : null;
    const [lon, lat] = pointIn(rng, CDMX_BOX, 0.002);

    const alert = await db
      .insertInto('alerts')
      .values({
        status,
        fecha_alerta: raised,
        alert_type_id: type.id,
        lat,
        lon,
        comentario_visitante: VISITOR_COMMENTS[i % VISITOR_COMMENTS.length]!,
        comentario_autoridad: attended ? AUTHORITY_COMMENTS[i % AUTHORITY_COMMENTS.length]! : null,
        visitor_id: visitor.id,
        autoridad_id: authority?.id ?? null,
        assigned_at: assigned,
        attended_at: attended,
        closed_at: closed,
        updated_at: closed ?? attended ?? assigned ?? raised,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // An open alert has at most the visitor's first message; the first open one has none (empty chat).
    const count = status === 'ABIERTA' ? (i === 0 ? 0 : 1) : status === 'ASIGNADA' ? 4 : CHAT.length;
    const messages = CHAT.slice(0, count).map((line, k) => ({
      alert_id: alert.id,
      sender_id: line.from === 'visitor' ? visitor.id : line.from === 'authority' ? authority!.id : people.admin.id,
      user_type: line.from,
      message: line.text,
      // The visitor writes at once; the rest follows the assignment (12 minutes after the alert).
      date: new Date(raised.getTime() + (k === 0 ? 2 : 12 + k * 4) * 60_000),
    }));
    if (messages.length > 0) await db.insertInto('chat_messages').values(messages).execute();
  }
}
