import type { AnswerValue, MediaAnswer, Question, SurveyView } from '@ppd/domain';

const pick = <T>(items: readonly T[], r: number): T => items[Math.floor(r * items.length)]!;
const OPEN = [
  'Me gusta la sombra de los árboles',
  'Hace falta más limpieza',
  'Las actividades para niños',
  'Más vigilancia',
];

/**
 * A plausible answer to every question of a survey (what a simulated visitor sends). `upload` stores the photo or
 * video a multimedia question asks for and gives back its reference.
 */
export async function sampleAnswers(
  survey: SurveyView,
  upload: (kind: 'photo' | 'video') => Promise<MediaAnswer>,
  position: { lat: number; lng: number },
  random: () => number = Math.random,
): Promise<{ id: number; answer: AnswerValue }[]> {
  const answerTo = async (q: Question): Promise<AnswerValue> => {
    switch (q.type) {
      case 'open':
        return pick(OPEN, random());
      case 'multiple':
        return pick(q.options, random());
      case 'scale':
        return q.range.start + Math.floor(random() * (q.range.end - q.range.start + 1));
      case 'rating':
        return 1 + Math.floor(random() * 5);
      case 'multimedia':
        return upload(q.photo ? 'photo' : 'video');
      case 'geolocation':
        return position;
    }
  };
  const answers: { id: number; answer: AnswerValue }[] = [];
  for (const q of survey.preguntas) answers.push({ id: q.id, answer: await answerTo(q) });
  return answers;
}
