import { createUser } from '@ppd/api/testing';
import type { Db } from '@ppd/db';
import { insertSyntheticVisitors } from '@ppd/db/testing';
import { sql } from 'kysely';

const QUESTIONS = [
  { id: 1, value: '¿Qué le gusta del parque?', type: 'open', error: false },
  { id: 2, value: '¿Cómo llegó?', type: 'multiple', options: ['A pie', 'Bici', 'Metro'], error: false },
  { id: 3, value: '¿Qué tan limpio?', type: 'scale', range: { start: 0, end: 5 }, labels: { start: '', end: '' } },
  { id: 4, value: 'Seguridad', type: 'rating', icon: 'star', error: false },
  { id: 5, value: 'Una foto', type: 'multimedia', fileType: 'photo', photo: true, video: false, error: false },
  { id: 6, value: '¿Dónde?', type: 'geolocation', error: false },
];
const TEXTS = [
  'Los árboles y el lago',
  'Más limpieza por favor, hay basura junto a los juegos',
  'Las actividades de los domingos y la música',
  'La sombra de los árboles grandes',
  'Que pongan más bancas y bebederos',
];

/**
 * A survey of the six question types answered by `answers` new visitors, one answer a second back from now, each
 * open answer (over some 5,000 words) and photo different, as people's are; the e-mail of a gestor (its author) to
 * sign in with.
 */
export async function seedSurveyAnswers(db: Db, answers: number) {
  await insertSyntheticVisitors(db, answers, 'survey');
  const staff = await createUser(db, { type: 'monitor' });
  const { id: surveyId } = await db
    .insertInto('surveys')
    .values({ nombre: 'Bench', description: '', autor_id: staff.id, preguntas: JSON.stringify(QUESTIONS) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO survey_answers (survey_id, visitor_id, created_at, respuestas)
    SELECT ${surveyId}, id, now() - id * interval '1 second', jsonb_build_array(
      jsonb_build_object('id', 1, 'answer', (${sql.val(TEXTS)}::text[])[1 + id % 5] || ', cerca del lugar' || (id % 5000)
        || ' (' || (id % 97) || '-' || (id / 97 % 97) || '-' || (id / 9409) || ')'),
      jsonb_build_object('id', 2, 'answer', (ARRAY['A pie', 'Bici', 'Metro'])[1 + id % 3]),
      jsonb_build_object('id', 3, 'answer', id % 6),
      jsonb_build_object('id', 4, 'answer', 1 + id % 5),
      jsonb_build_object('id', 5, 'answer', jsonb_build_object('type', 'image', 'filename', id || '-foto.jpg')),
      jsonb_build_object('id', 6, 'answer', jsonb_build_object('lat', 19.4 + (id % 1000) / 10000.0, 'lng', -99.2)))
    FROM users WHERE email LIKE 'survey.%' ORDER BY id LIMIT ${answers}`.execute(db);
  await sql`VACUUM ANALYZE survey_answers`.execute(db);
  return { surveyId, staff: staff.email };
}
