import type { Generated, Insertable, Selectable } from 'kysely';
import type { Jsonb, Timestamp } from './columns.ts';

export type QuestionType = 'open' | 'multiple' | 'scale' | 'rating' | 'multimedia' | 'geolocation';

/** A question as the builder sends it (spec part 1 §3); type-specific keys (options, range, icon...) pass through. */
export interface StoredQuestion {
  id: number;
  value: string;
  type: QuestionType;
  [key: string]: unknown;
}

/** One answer of a visitor: text, option, number, `{ lat, lng }` or `{ type, filename }` by question type. */
export interface StoredAnswer {
  id: number;
  answer: unknown;
}

export interface SurveysTable {
  id: Generated<number>;
  nombre: string;
  description: Generated<string>;
  id_categoria: number | null;
  autor_id: number | null;
  created_date: Generated<Date>;
  updated_at: Timestamp;
  preguntas: Jsonb<StoredQuestion[]>;
}

/** One row per visitor and survey. */
export interface SurveyAnswersTable {
  id: Generated<number>;
  survey_id: number;
  visitor_id: number;
  respuestas: Jsonb<StoredAnswer[]>;
  created_at: Generated<Date>;
}

export type SurveyRow = Selectable<SurveysTable>;
export type NewSurvey = Insertable<SurveysTable>;
export type SurveyAnswerRow = Selectable<SurveyAnswersTable>;
