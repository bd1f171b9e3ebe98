import type { QuestionResultBlock } from '@ppd/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuestionBlock } from './QuestionBlock.tsx';

const block = (answers: number): QuestionResultBlock => ({
  question_id: 2,
  question_text: '¿Viene con niños?',
  answers,
  question_type: 'multiple',
  result: [
    { value: 'Sí', count: answers },
    { value: 'No', count: 0 },
  ],
});

const countLine = (answers: number) =>
  /<p class="field-hint">(.*?)<\/p>/.exec(
    renderToStaticMarkup(<QuestionBlock surveyId={1} block={block(answers)} />),
  )?.[1];

describe('a question block of the results', () => {
  it('says how many answered in Spanish: one answer in the singular', () => {
    expect(countLine(1)).toBe('1 respuesta');
    expect(countLine(2)).toBe('2 respuestas');
    expect(countLine(0)).toBe('0 respuestas');
  });
});
