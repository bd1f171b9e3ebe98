import type { Generated, Insertable, Selectable } from 'kysely';
import type { Geometry, Jsonb, JsonbWithDefault, Timestamp } from './columns.ts';

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

/** The send-modal filters; every one optional (null or absent = all). */
export interface SendFilter {
  sex?: 'H' | 'M' | null;
  min_age?: number | null;
  max_age?: number | null;
  level_studies?: string | null;
  wkt?: string | null;
}

export type SendStatus = 'pending' | 'running' | 'done' | 'failed';

/** Columns shared by survey and event sends (a bulk fan-out to matching visitors, with progress). */
export interface SendColumns {
  id: Generated<number>;
  filter: JsonbWithDefault<SendFilter>;
  /** The filter's drawn polygon (from `wkt`), null when no area was drawn. */
  area: Geometry | null;
  status: Generated<SendStatus>;
  total: Generated<number>;
  sent: Generated<number>;
  error: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export interface SurveySendsTable extends SendColumns {
  survey_id: number;
}

/** One row per visitor reached by a send: inserting with ON CONFLICT DO NOTHING makes the fan-out idempotent. */
export interface SurveyDeliveriesTable {
  send_id: number;
  visitor_id: number;
  created_at: Generated<Date>;
}

export type SurveyRow = Selectable<SurveysTable>;
export type NewSurvey = Insertable<SurveysTable>;
export type SurveyAnswerRow = Selectable<SurveyAnswersTable>;
export type SurveySendRow = Selectable<SurveySendsTable>;
