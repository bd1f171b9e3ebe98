import {
  type FieldErrors,
  messages,
  type Question,
  type QuestionInput,
  type QuestionType,
  SCALE_DEFAULT,
  type SurveyView,
} from '@ppd/domain';
import { z } from 'zod';

/** A question being built: the schema's input plus a key that survives renumbering (React lists). */
export type QuestionDraft = QuestionInput & { key: string; id: number };

/** The builder's form state (spec §3: name, category id (0 = unset), description, questions). */
export interface SurveyDraft {
  nombre: string;
  /** The select's value: '' until a category is chosen. */
  id_categoria: string;
  description: string;
  preguntas: QuestionDraft[];
  [field: string]: unknown;
}

let counter = 0;
const nextKey = () => `q${++counter}`;

const SETTINGS: { [T in QuestionType]: () => Omit<Extract<QuestionInput, { type: T }>, 'value' | 'type'> } = {
  open: () => ({}),
  // A new multiple-choice question starts with one empty option (spec §2.8).
  multiple: () => ({ options: [''] }),
  scale: () => ({ range: { ...SCALE_DEFAULT }, labels: { start: '', end: '' } }),
  rating: () => ({ icon: 'star' }),
  // No file type chosen yet: the builder asks for one ('Deben seleccionar al menos una opción.').
  multimedia: () => ({ photo: false, video: false }),
  geolocation: () => ({}),
};

/** Ids are positions from 1, whatever was added or removed before (the server renumbers the same way). */
export function renumber(questions: readonly QuestionDraft[]): QuestionDraft[] {
  return questions.map((q, i) => (q.id === i + 1 ? q : { ...q, id: i + 1 }));
}

export function addQuestion(questions: readonly QuestionDraft[], type: QuestionType): QuestionDraft[] {
  const draft = { ...SETTINGS[type](), type, value: '', key: nextKey(), id: 0 } as QuestionDraft;
  return renumber([...questions, draft]);
}

export function removeQuestion(questions: readonly QuestionDraft[], index: number): QuestionDraft[] {
  return renumber(questions.filter((_, i) => i !== index));
}

export function replaceQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  next: QuestionDraft,
): QuestionDraft[] {
  return questions.map((q, i) => (i === index ? next : q));
}

export const emptySurvey = (): SurveyDraft => ({ nombre: '', id_categoria: '', description: '', preguntas: [] });

/** The edit screen's starting state: the stored survey, its questions keyed for the list. */
export function draftOf(survey: SurveyView): SurveyDraft {
  return {
    nombre: survey.nombre,
    id_categoria: survey.id_categoria ? String(survey.id_categoria) : '',
    description: survey.description ?? '',
    preguntas: renumber(survey.preguntas.map((q: Question) => ({ ...q, key: nextKey() }) as QuestionDraft)),
  };
}

/** A multimedia question with neither photo nor video chosen. */
const lacksMediaType = (q: QuestionDraft) => q.type === 'multimedia' && !q.fileType && !q.photo && !q.video;

/**
 * The domain schema, checked so that every message shows at once: zod skips a question's own refinement
 * (photo or video chosen) while its text is still empty, so that one is added here too.
 */
export function builderSchema<S extends z.ZodType>(schema: S) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const parsed = schema.safeParse(value);
      const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
      const drafts = (value as Partial<SurveyDraft>).preguntas;
      (Array.isArray(drafts) ? drafts : []).forEach((q, i) => {
        if (lacksMediaType(q))
          issues.push({ path: ['preguntas', i, 'fileType'], message: messages.surveys.mediaTypeRequired });
      });
      for (const issue of issues)
        ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
    })
    .transform((value) => schema.parse(value) as z.output<S>);
}

/** The messages that belong to the form itself: name, category, "at least one question". */
export const SURVEY_FIELDS = ['nombre', 'id_categoria', 'description', 'preguntas'] as const;

export type QuestionErrors = Partial<Record<'value' | 'options' | 'fileType' | 'range' | 'labels', string>>;

/**
 * The errors of question `index`, by the part of the card they belong under (`preguntas.2.options.1` is the
 * options list's).
 */
export function questionErrors(errors: FieldErrors, index: number): QuestionErrors {
  const prefix = `preguntas.${index}.`;
  const found: QuestionErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (!path.startsWith(prefix)) continue;
    const part = path.slice(prefix.length).split('.')[0] as keyof QuestionErrors;
    found[part] ??= message;
  }
  return found;
}

/** Errors left after question `index` was removed: later questions' errors move up one place. */
export function shiftErrors(errors: FieldErrors, removed: number): FieldErrors {
  const next: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^preguntas\.(\d+)(\..*)?$/.exec(path);
    if (!match) next[path] = message;
    else {
      const index = Number(match[1]);
      if (index < removed) next[path] = message;
      else if (index > removed) next[`preguntas.${index - 1}${match[2] ?? ''}`] = message;
    }
  }
  return next;
}
