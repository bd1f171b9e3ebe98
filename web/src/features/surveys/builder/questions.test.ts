import { messages, newSurveyBody, surveyMessages, updateSurveyBody, validate } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  builderSchema,
  draftOf,
  emptySurvey,
  type QuestionDraft,
  questionErrors,
  removeQuestion,
  shiftErrors,
} from './questions.ts';

const m = messages.surveys;
const withTexts = (questions: QuestionDraft[]) => questions.map((q) => ({ ...q, value: `¿${q.type}?` }));

describe('building the question list', () => {
  it('numbers questions by position, also after one in the middle is removed', () => {
    let list = addQuestion([], 'open');
    list = addQuestion(list, 'multiple');
    list = addQuestion(list, 'rating');
    expect(list.map((q) => [q.id, q.type])).toEqual([
      [1, 'open'],
      [2, 'multiple'],
      [3, 'rating'],
    ]);
    const kept = removeQuestion(list, 1);
    expect(kept.map((q) => [q.id, q.type])).toEqual([
      [1, 'open'],
      [2, 'rating'],
    ]);
    // The React key stays with the question, the number does not.
    expect(kept[1]!.key).toBe(list[2]!.key);
  });

  it('starts each type with the settings of the spec', () => {
    const list = (['multiple', 'scale', 'rating', 'multimedia'] as const).reduce(addQuestion, []);
    expect(list[0]).toMatchObject({ options: [''] });
    expect(list[1]).toMatchObject({ range: { start: 0, end: 5 }, labels: { start: '', end: '' } });
    expect(list[2]).toMatchObject({ icon: 'star' });
    expect(list[3]).toMatchObject({ photo: false, video: false });
    expect(list[3]).not.toHaveProperty('fileType');
  });
});

describe('the builder validation', () => {
  const create = builderSchema(newSurveyBody);

  it('shows every message of an empty survey at once', () => {
    const checked = validate(create, emptySurvey());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      nombre: m.nameRequired,
      id_categoria: m.categoryRequired,
      preguntas: m.questionsRequired,
    });
  });

  it('puts each question message under its question, a missing file type even with the text empty', () => {
    const preguntas = (['open', 'multiple', 'multimedia', 'geolocation'] as const).reduce(addQuestion, []);
    const checked = validate(create, { ...emptySurvey(), nombre: 'Parque', id_categoria: '1', preguntas });
    if (checked.ok) throw new Error('an empty question passed');
    expect(questionErrors(checked.errors, 0)).toEqual({ value: m.questionTextRequired });
    expect(questionErrors(checked.errors, 1)).toEqual({ value: m.questionTextRequired, options: m.optionsRequired });
    expect(questionErrors(checked.errors, 2)).toEqual({
      value: m.questionTextRequired,
      fileType: m.mediaTypeRequired,
    });
    expect(questionErrors(checked.errors, 3)).toEqual({ value: m.questionTextRequired });
    expect(checked.errors).not.toHaveProperty('nombre');
  });

  it('says under its options that a question offers the same option twice', () => {
    const [multiple] = withTexts(addQuestion([], 'multiple'));
    const preguntas = [{ ...multiple!, options: ['Sí', 'No', 'sí'] }];
    const checked = validate(create, { ...emptySurvey(), nombre: 'Parque', id_categoria: '1', preguntas });
    if (checked.ok) throw new Error('a repeated option passed');
    expect(questionErrors(checked.errors, 0)).toEqual({ options: surveyMessages.optionRepeated });
  });

  it('uses the edit wording for the name and sends the schema output once valid', () => {
    const edit = builderSchema(updateSurveyBody);
    const blank = validate(edit, { ...emptySurvey(), nombre: '  ' });
    expect(blank.ok ? null : blank.errors.nombre).toBe(m.nameRequiredEdit);

    let preguntas = withTexts((['open', 'multimedia'] as const).reduce(addQuestion, []));
    preguntas = preguntas.map((q) => (q.type === 'multimedia' ? { ...q, fileType: 'video' } : q));
    const valid = validate(edit, { nombre: ' Parque ', id_categoria: '3', description: '', preguntas });
    if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
    expect(valid.data).toMatchObject({ nombre: 'Parque', id_categoria: 3 });
    expect(valid.data.preguntas[1]).toMatchObject({ id: 2, type: 'multimedia', photo: false, video: true });
    expect(valid.data.preguntas[0]).not.toHaveProperty('key');
  });

  it('moves the errors of later questions up when one is removed', () => {
    const errors = { nombre: 'n', 'preguntas.0.value': 'a', 'preguntas.1.value': 'b', 'preguntas.2.options.1': 'c' };
    expect(shiftErrors(errors, 1)).toEqual({ nombre: 'n', 'preguntas.0.value': 'a', 'preguntas.1.options.1': 'c' });
  });

  it('reloads a stored survey for editing with its category and numbered questions', () => {
    const draft = draftOf({
      id: 7,
      nombre: 'Movilidad',
      description: 'Cómo llegan',
      id_categoria: 2,
      category_name: 'Movilidad',
      number_answers: 0,
      created_date: '2026-01-01T00:00:00Z',
      autor_id: 1,
      preguntas: [
        { id: 1, value: '¿Cómo llegó?', type: 'multiple', error: false, options: ['A pie'], optionError: false },
      ],
    });
    expect(draft).toMatchObject({ nombre: 'Movilidad', id_categoria: '2', preguntas: [{ id: 1, options: ['A pie'] }] });
  });
});
