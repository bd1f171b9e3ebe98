import type { SendFilter } from '@ppd/domain';
import { materialiseAudience, wktGeometry } from '../audience.ts';
import type { StoredAnswer, StoredQuestion } from '../tables/surveys.ts';
import type { Catalogs } from './catalogs.ts';
import { daysAgo, HOUR, type SeedContext } from './context.ts';
import { CDMX_BOX, pointIn, polygonWkt, rectangle } from './geo.ts';
import { demoFile } from './media.ts';
import type { People } from './people.ts';

const q = {
  open: (value: string): Omit<StoredQuestion, 'id'> => ({ value, type: 'open', error: false }),
  multiple: (value: string, options: string[]): Omit<StoredQuestion, 'id'> => ({
    value,
    type: 'multiple',
    error: false,
    options,
    optionError: false,
  }),
  scale: (value: string, start: 0 | 1, end: number, labels = { start: '', end: '' }): Omit<StoredQuestion, 'id'> => ({
    value,
    type: 'scale',
    error: false,
    range: { start, end },
    labels,
  }),
  rating: (value: string, icon: 'star' | 'heart' | 'sentiment' | 'satisfaction'): Omit<StoredQuestion, 'id'> => ({
    value,
    type: 'rating',
    error: false,
    icon,
  }),
  multimedia: (value: string, fileType: 'photo' | 'video'): Omit<StoredQuestion, 'id'> => ({
    value,
    type: 'multimedia',
    error: false,
    optionError: false,
    fileType,
    photo: fileType === 'photo',
    video: fileType === 'video',
  }),
  geolocation: (value: string): Omit<StoredQuestion, 'id'> => ({ value, type: 'geolocation', error: false }),
};

/** Ids are positions from 1, as the builder renumbers them on save. */
const numbered = (questions: Omit<StoredQuestion, 'id'>[]): StoredQuestion[] =>
  questions.map((question, i) => ({ ...question, id: i + 1 }) as StoredQuestion);

const SURVEYS = [
  {
    nombre: 'Percepción del Bosque de Chapultepec',
    category: 'Medio ambiente',
    description: 'Opinión de los visitantes sobre la limpieza, la seguridad y los servicios del bosque.',
    daysAgo: 30,
    answers: 14,
    preguntas: numbered([
      q.open('¿Qué es lo que más le gusta del bosque?'),
      q.multiple('¿Con qué frecuencia visita el bosque?', ['Diario', 'Cada semana', 'Cada mes', 'Casi nunca']),
      q.scale('¿Qué tan limpio encontró el bosque?', 0, 5, { start: 'Muy sucio', end: 'Muy limpio' }),
      q.rating('Califique la seguridad del bosque', 'star'),
      q.multimedia('Comparta una foto de su lugar favorito', 'photo'),
      q.geolocation('Marque dónde vio basura acumulada'),
    ]),
  },
  {
    nombre: 'Movilidad en Polanco',
    category: 'Movilidad',
    description: 'Cómo llegan y se mueven las personas por la colonia.',
    daysAgo: 12,
    answers: 0,
    preguntas: numbered([
      q.multiple('¿Cómo llegó hoy?', ['Caminando', 'Bicicleta', 'Transporte público', 'Automóvil']),
      q.scale('¿Qué tan fácil es cruzar las avenidas?', 1, 10, { start: 'Muy difícil', end: 'Muy fácil' }),
      q.rating('¿Qué tanto le gustan las banquetas?', 'heart'),
      q.multimedia('Grabe un video de un cruce peligroso', 'video'),
      q.geolocation('¿Dónde le gustaría una nueva ciclovía?'),
      q.open('¿Qué cambiaría de la colonia?'),
    ]),
  },
  {
    nombre: 'Satisfacción con los eventos',
    category: 'Satisfacción',
    description: 'Encuesta que se envía con los eventos del programa.',
    daysAgo: 5,
    answers: 4,
    preguntas: numbered([
      q.rating('¿Cómo se sintió en el evento?', 'sentiment'),
      q.rating('¿Qué tan satisfecho quedó con la organización?', 'satisfaction'),
      q.multiple('¿Cómo se enteró del evento?', ['Redes sociales', 'Notificación de la app', 'Un conocido', 'Otro']),
      q.open('¿Qué evento le gustaría para el próximo mes?'),
    ]),
  },
];

const OPEN_ANSWERS = [
  'Los árboles y la sombra',
  'El lago',
  'Que es tranquilo',
  'Las actividades para niños',
  'Más botes de basura',
  'Más vigilancia',
  'Un concierto al aire libre',
  'Una carrera familiar',
];

/** A multimedia answer: a demo photo or video, kept where the API keeps the survey's uploads. */
function mediaAnswer(ctx: SeedContext, surveyId: number, question: StoredQuestion, n: number) {
  const type = question.fileType === 'video' ? 'video' : 'image';
  const file = demoFile(type, n);
  const filename = `demo-respuesta-${n}.${file.ext}`;
  ctx.files.push({ fixture: file.fixture, key: `surveys/${surveyId}/${filename}` });
  return { type, filename };
}

function answerTo(ctx: SeedContext, surveyId: number, question: StoredQuestion, n: number): unknown {
  const { rng } = ctx;
  switch (question.type) {
    case 'open':
      return rng.pick(OPEN_ANSWERS);
    case 'multiple':
      return rng.pick(question.options as string[]);
    case 'scale': {
      const { start, end } = question.range as { start: number; end: number };
      return rng.int(start, end);
    }
    case 'rating':
      return rng.pick([2, 3, 4, 4, 5, 5]);
    case 'multimedia':
      return mediaAnswer(ctx, surveyId, question, n);
    case 'geolocation': {
      const [lng, lat] = pointIn(rng, CDMX_BOX, 0.003);
      return { lat, lng };
    }
  }
}

/**
 * One finished bulk send with its recipients, selected exactly as the fan-out does (`materialiseAudience`):
 * visitors matching the filter and, when an area is drawn, located inside it.
 */
export async function seedSend(
  ctx: SeedContext,
  kind: 'survey' | 'event',
  targetId: number,
  filter: Partial<SendFilter>,
  createdBy: number,
  at: Date,
): Promise<void> {
  const { db } = ctx;
  const full: SendFilter = { sex: null, min_age: null, max_age: null, level_studies: null, wkt: null, ...filter };
  const send = await db
    .insertInto('bulk_sends')
    .values({
      kind,
      target_id: targetId,
      filter: JSON.stringify(full),
      area: full.wkt ? wktGeometry(full.wkt) : null,
      created_by: createdBy,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await materialiseAudience(db, send.id, full);
  const finished = new Date(at.getTime() + 60_000);
  await db.updateTable('bulk_send_chunks').set({ delivered_at: finished }).where('send_id', '=', send.id).execute();
  await db
    .updateTable('bulk_sends')
    .set((eb) => ({ status: 'done', sent: eb.ref('total'), finished_at: finished }))
    .where('id', '=', send.id)
    .execute();
}

export interface SeededSurvey {
  id: number;
  nombre: string;
}

export async function seedSurveys(ctx: SeedContext, catalogs: Catalogs, people: People): Promise<SeededSurvey[]> {
  const { db } = ctx;
  const surveys: SeededSurvey[] = [];
  for (const survey of SURVEYS) {
    const created = daysAgo(ctx, survey.daysAgo);
    const row = await db
      .insertInto('surveys')
      .values({
        nombre: survey.nombre,
        description: survey.description,
        id_categoria: catalogs.surveyCategories[survey.category]!,
        autor_id: people.admin.id,
        created_date: created,
        updated_at: created,
        preguntas: JSON.stringify(survey.preguntas),
      })
      .returning(['id', 'nombre'])
      .executeTakeFirstOrThrow();
    surveys.push(row);

    if (survey.answers === 0) continue;
    const sentAt = new Date(created.getTime() + 2 * HOUR);
    await seedSend(ctx, 'survey', row.id, {}, people.admin.id, sentAt);
    for (let n = 0; n < survey.answers; n++) {
      const respuestas: StoredAnswer[] = survey.preguntas.map((question) => ({
        id: question.id,
        answer: answerTo(ctx, row.id, question, n + 1),
      }));
      await db
        .insertInto('survey_answers')
        .values({
          survey_id: row.id,
          visitor_id: people.visitors[(n * 2 + surveys.length) % people.visitors.length]!.id,
          respuestas: JSON.stringify(respuestas),
          created_at: new Date(sentAt.getTime() + (n + 1) * 3 * HOUR),
        })
        .execute();
    }
  }

  // A targeted send of the mobility survey: women 18 to 40 inside the west half of the send-modal box.
  const west = rectangle([-99.2155, 19.4135], 2.8, 4);
  await seedSend(
    ctx,
    'survey',
    surveys[1]!.id,
    { sex: 'M', min_age: 18, max_age: 40, level_studies: null, wkt: polygonWkt(west).replace('SRID=4326;', '') },
    people.gestor.id,
    daysAgo(ctx, 10),
  );
  return surveys;
}
