import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSurveyEditable, newSurveyBody, servedQuestion } from './surveys.ts';

const builderQuestions = [
  { value: '¿Qué le gusta?', type: 'open' },
  { value: '¿Cómo llegó?', type: 'multiple', options: ['Caminando', 'Metro'] },
  { value: '¿Qué tan limpio?', type: 'scale' },
  { value: 'Califique', type: 'rating' },
  { value: 'Una foto', type: 'multimedia', fileType: 'photo' },
  { value: '¿Dónde?', type: 'geolocation' },
];

describe('a survey as saved and as served', () => {
  it('serves every question the builder saves as it was stored (the API refuses a reply its schema does not take)', () => {
    const saved = newSurveyBody.parse({ nombre: 'Parque', id_categoria: 1, preguntas: builderQuestions });
    const served = z.array(servedQuestion).parse(JSON.parse(JSON.stringify(saved.preguntas)));
    expect(served).toEqual(saved.preguntas);
    expect(served.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is editable only while nobody answered it, as the list (text) and the survey (number) count answers', () => {
    expect(isSurveyEditable({ number_answers: '0' })).toBe(true);
    expect(isSurveyEditable({ number_answers: 0 })).toBe(true);
    expect(isSurveyEditable({ number_answers: '3' })).toBe(false);
    expect(isSurveyEditable({ number_answers: 1 })).toBe(false);
  });
});
