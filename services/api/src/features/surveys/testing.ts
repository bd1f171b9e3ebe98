import { type Db, materialiseAudience, wktGeometry } from '@ppd/db';
import type { QuestionInput, SendFilter } from '@ppd/domain';

let n = 0;

export async function createSurveyCategory(db: Db): Promise<number> {
  n += 1;
  const row = await db
    .insertInto('survey_categories')
    .values({ category_name: `Categoría ${n}.${Math.random().toString(36).slice(2, 6)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One question of each of the six types, as the builder sends them. */
export const ALL_TYPES: QuestionInput[] = [
  { value: '¿Qué le gusta del parque?', type: 'open' },
  { value: '¿Cómo llegó?', type: 'multiple', options: ['Caminando', 'Bicicleta', 'Metro'] },
  {
    value: '¿Qué tan limpio está?',
    type: 'scale',
    range: { start: 1, end: 5 },
    labels: { start: 'Sucio', end: 'Limpio' },
  },
  { value: 'Califique la seguridad', type: 'rating', icon: 'heart' },
  { value: 'Una foto del lugar', type: 'multimedia', fileType: 'photo' },
  { value: '¿Dónde vio basura?', type: 'geolocation' },
];

export const surveyBody = (id_categoria: number, preguntas: unknown[] = ALL_TYPES) => ({
  nombre: 'Encuesta del parque',
  description: 'Opinión de los visitantes',
  id_categoria,
  autor_id: 1,
  preguntas,
});

export const ANY: SendFilter = { sex: null, min_age: null, max_age: null, level_studies: null, wkt: null };

/**
 * Sends a survey (or, with kind 'event', an event) to everyone matching `filter` with the worker's own
 * materialisation (no worker running).
 */
export async function sendDirectly(
  db: Db,
  targetId: number,
  filter: SendFilter = ANY,
  kind: 'survey' | 'event' = 'survey',
): Promise<number> {
  const send = await db
    .insertInto('bulk_sends')
    .values({
      kind,
      target_id: targetId,
      filter: JSON.stringify(filter),
      area: filter.wkt ? wktGeometry(filter.wkt) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await materialiseAudience(db, send.id, filter);
  return send.id;
}
