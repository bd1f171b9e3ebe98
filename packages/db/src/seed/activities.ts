import type { Catalogs } from './catalogs.ts';
import { daysAgo, HOUR, localDay, type SeedContext } from './context.ts';
import { lineWkt, type Position } from './geo.ts';
import type { People } from './people.ts';
import type { SeededSurvey } from './surveys.ts';
import { seedSend } from './surveys.ts';

/** The 5K route, a simple line through the first section of the forest. */
const RACE_ROUTE: Position[] = [
  [-99.193, 19.419],
  [-99.19, 19.4215],
  [-99.1865, 19.423],
  [-99.184, 19.4205],
  [-99.186, 19.4175],
  [-99.1895, 19.4165],
];

interface ActivitySeed {
  nombre: string;
  descripcion: string;
  category: string;
  place: string;
  /** Days from now (negative: past). */
  inDays: number;
  hora: string;
  lengthDays?: number;
  hora_final: string;
  url?: string;
  withPoll?: boolean;
  withRoute?: boolean;
}

const ACTIVITIES: ActivitySeed[] = [
  {
    nombre: 'Concierto en el Lago Mayor',
    descripcion: 'Orquesta juvenil al aire libre. Lleve su manta y llegue temprano.',
    category: 'Cultural',
    place: 'Lago Mayor',
    inDays: 3,
    hora: '18:00',
    hora_final: '21:00',
    url: 'https://chapultepec.example.org/concierto',
    withPoll: true,
  },
  {
    nombre: 'Feria comunitaria de la colonia',
    descripcion: 'Puestos de productores locales y actividades para niñas y niños.',
    category: 'Comunitario',
    place: 'Auditorio Nacional',
    // Same day and hour as the concert: the duplicate-events check lists them together.
    inDays: 3,
    hora: '18:00',
    hora_final: '22:00',
  },
  {
    nombre: 'Carrera familiar 5K',
    descripcion: 'Recorrido por la Primera Sección. Inscripción gratuita el mismo día.',
    category: 'Deportivo',
    place: 'Bosque de Chapultepec, Primera Sección',
    inDays: 6,
    hora: '07:00',
    hora_final: '10:00',
    withRoute: true,
    withPoll: true,
  },
  {
    nombre: 'Jornada de reforestación',
    descripcion: 'Plantaremos 200 árboles nativos. Se proporcionan herramientas.',
    category: 'Ambiental',
    place: 'Parque Lincoln',
    inDays: -4,
    hora: '09:00',
    hora_final: '13:00',
  },
  {
    nombre: 'Visita guiada al museo',
    descripcion: 'Recorrido por las salas mexicas con especialistas.',
    category: 'Cultural',
    place: 'Museo Nacional de Antropología',
    inDays: -10,
    hora: '11:00',
    hora_final: '13:00',
    url: 'https://museo.example.org/visitas',
  },
  {
    nombre: 'Limpieza del lago',
    descripcion: 'Dos días de limpieza de orillas con brigadas vecinales.',
    category: 'Comunitario',
    place: 'Lago Mayor',
    inDays: 14,
    lengthDays: 1,
    hora: '08:00',
    hora_final: '12:00',
  },
];

const COMMENTS = [
  'Muy bien organizado, volveré.',
  'Faltó sombra para el público.',
  'Excelente para ir con la familia.',
  'Empezó tarde.',
  'Me encantó la guía, muy clara.',
  'Hubo poca difusión.',
];

export async function seedActivities(
  ctx: SeedContext,
  catalogs: Catalogs,
  people: People,
  surveys: SeededSurvey[],
): Promise<void> {
  const { db, rng } = ctx;
  const poll = surveys.find((s) => s.nombre === 'Satisfacción con los eventos')!;
  for (const [i, activity] of ACTIVITIES.entries()) {
    const category = catalogs.activityCategories.find((c) => c.name === activity.category)!;
    const place = catalogs.places.find((p) => p.nombre === activity.place)!;
    const start = daysAgo(ctx, -activity.inDays);
    const created = daysAgo(ctx, Math.max(-activity.inDays, 0) + 7);
    const ruta = activity.withRoute
      ? { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: RACE_ROUTE } }
      : null;
    const row = await db
      .insertInto('activities')
      .values({
        nombre: activity.nombre,
        descripcion: activity.descripcion,
        fecha: localDay(start),
        hora: activity.hora,
        fecha_final: localDay(daysAgo(ctx, -activity.inDays - (activity.lengthDays ?? 0))),
        hora_final: activity.hora_final,
        category_id: category.id,
        lugar_id: place.id,
        poll_id: activity.withPoll ? poll.id : null,
        url: activity.url ?? null,
        ruta: ruta ? JSON.stringify(ruta) : null,
        route: activity.withRoute ? lineWkt(RACE_ROUTE) : null,
        lat: place.centre[1],
        lng: place.centre[0],
        autor_id: i % 2 === 0 ? people.admin.id : people.gestor.id,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    if (activity.inDays < 0) {
      // Comments after a past event, one of them hidden by a moderator.
      for (let k = 0; k < 3 + i; k++) {
        await db
          .insertInto('activity_comments')
          .values({
            id_point: row.id,
            user_id: people.visitors[(k * 5 + i) % people.visitors.length]!.id,
            stars: rng.pick([2, 3, 4, 5, 5]),
            comment: COMMENTS[(k + i) % COMMENTS.length]!,
            status: k !== 1,
            created: new Date(start.getTime() + (6 + k * 5) * HOUR),
          })
          .execute();
      }
    }
    if (i === 0) {
      await seedSend(ctx, 'event', row.id, { min_age: 18 }, people.gestor.id, daysAgo(ctx, 1));
    }
  }
}
