import { z } from 'zod';
import { messages } from '../messages.ts';
import { id, idParams, integer, isStorableText, pagePosition } from './fields.ts';
import {
  GALLERY_PAGE_SIZE,
  type Question,
  type QuestionType,
  RATING_ICONS,
  RATING_MAX,
  surveyMessages,
} from './surveys.ts';

/** One answer as sent by the app: `answer` is checked against the question's type by `checkAnswers`. */
export const answerItem = z.object({
  id: z.number().int().positive(),
  // Missing is said by `checkAnswers`, naming the question it leaves unanswered.
  answer: z.unknown().optional(),
});
/** POST /api/app/polls/{id}/answer: one answer per question of the survey, in any order. */
export const answerBody = z.object({ respuestas: z.array(answerItem).min(1).max(100) }).meta({
  examples: [
    {
      respuestas: [
        { id: 1, answer: 'Los árboles y la sombra' },
        { id: 2, answer: 'Caminando' },
        { id: 3, answer: 4 },
        { id: 4, answer: { type: 'image', filename: '12-9b2f6c1e-4d0a-4c5e-9f7a-2b8d3e6a1c40.jpg' } },
        { id: 5, answer: { lat: 19.4204, lng: -99.1819 } },
      ],
    },
  ],
});
export type AnswerBody = z.infer<typeof answerBody>;

/** A multimedia answer: the file uploaded before with POST /api/app/polls/{id}/media. */
export const mediaAnswer = z
  .object({ type: z.enum(['image', 'video']), filename: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/) })
  .strict();
export type MediaAnswer = z.infer<typeof mediaAnswer>;
export const geoAnswer = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict();
export type GeoAnswer = z.infer<typeof geoAnswer>;
/** text (open), option text (multiple), integer (scale, rating 1..5), media, position. */
export const answerValue = z.union([z.string(), z.number(), mediaAnswer, geoAnswer]);
export type AnswerValue = z.infer<typeof answerValue>;
/** A multimedia answer in the results: where staff open its file. */
export const mediaResult = mediaAnswer.extend({ url: z.string() });
export type MediaResult = z.infer<typeof mediaResult>;
const storedAnswers = z.array(z.object({ id: z.number(), answer: answerValue }));

/** GET /api/polls/answer/getanswers/{id}: one row per visitor (spec §3 "Survey answers"). */
export const visitorAnswers = z.object({
  visitor_id: z.number(),
  nivel_estudios: z.string().nullable(),
  age: z.number().nullable(),
  sex: z.enum(['H', 'M']).nullable(),
  /** ISO instant. */
  created_at: z.string(),
  respuestas: storedAnswers,
});
export type VisitorAnswers = z.infer<typeof visitorAnswers>;

const countItems = <K extends z.ZodType>(value: K) => z.array(z.object({ value, count: z.number() }));
export const wordCount = z.object({ text: z.string(), value: z.number() });
export type WordCount = z.infer<typeof wordCount>;

/**
 * Questions whose results list each answer (texts, photos and videos, places) rather than count them: the results
 * reply carries the newest page of each, of this size, and GET …/questions/{questionId}/answers pages on from it.
 */
export const LISTED_PAGE_SIZES = { open: 20, multimedia: GALLERY_PAGE_SIZE, geolocation: 500 } as const;
export type ListedQuestionType = keyof typeof LISTED_PAGE_SIZES;
export const isListed = (type: QuestionType): type is ListedQuestionType => type in LISTED_PAGE_SIZES;

export const questionAnswersParams = idParams.extend({ questionId: id() });
export const answerPageQuery = z.object({
  page: integer(undefined, 1).default(1),
  pageSize: integer(undefined, 1, 1000).default(LISTED_PAGE_SIZES.open),
});
export type AnswerPageQuery = z.infer<typeof answerPageQuery>;

const pageOf = <T extends ListedQuestionType, I extends z.ZodType>(type: T, item: I) =>
  z.object({
    question_type: z.literal(type),
    /** `total` counts every answer to the question; the page holds `pageSize` of them, newest first. */
    ...pagePosition,
    items: z.array(item),
  });
/** GET /api/polls/answer/getresults/{id}/questions/{questionId}/answers: one page of a listed question's answers. */
export const answerPage = z.discriminatedUnion('question_type', [
  pageOf('open', z.string()),
  pageOf('multimedia', mediaResult),
  pageOf('geolocation', geoAnswer),
]);
export type AnswerPage = z.infer<typeof answerPage>;

/** What every block of the results page starts with. */
const resultHead = { question_id: z.number(), question_text: z.string(), answers: z.number() };
const numericStats = { average: z.number().nullable() };

/** One block of the results page, by question type (`result` differs by type, as in the spec's `result`). */
export const questionResultBlock = z.discriminatedUnion('question_type', [
  z.object({
    ...resultHead,
    question_type: z.literal('open'),
    /** The newest page of texts (LISTED_PAGE_SIZES); `answers` counts them all. */
    result: z.array(z.string()),
    wordcloud: z.array(wordCount),
  }),
  z.object({ ...resultHead, question_type: z.literal('multiple'), result: countItems(z.string()) }),
  z.object({
    ...resultHead,
    ...numericStats,
    question_type: z.literal('scale'),
    result: countItems(z.number()),
    labels: z.object({ start: z.string(), end: z.string() }),
  }),
  z.object({
    ...resultHead,
    ...numericStats,
    question_type: z.literal('rating'),
    result: countItems(z.number()),
    max: z.number().nullable(),
    min: z.number().nullable(),
    icon: z.enum(RATING_ICONS),
  }),
  z.object({
    ...resultHead,
    question_type: z.literal('multimedia'),
    /** The newest page of photos and videos (LISTED_PAGE_SIZES); `answers` counts them all. */
    result: z.array(mediaResult),
  }),
  z.object({
    ...resultHead,
    question_type: z.literal('geolocation'),
    /** The newest page of places (LISTED_PAGE_SIZES); `answers` counts them all. */
    result: z.array(geoAnswer),
  }),
]);
export type QuestionResultBlock = z.infer<typeof questionResultBlock>;

/** GET /api/polls/answer/getresults/{id} (spec §3 "Survey results"). */
export const surveyResults = z.object({
  name: z.string(),
  questions: z.array(questionResultBlock),
  visitors: z.object({
    total: z.number(),
    gender: z.object({ H: z.number(), M: z.number() }),
    age: z.object({ average: z.number().nullable(), max: z.number().nullable(), min: z.number().nullable() }),
  }),
});
export type SurveyResults = z.infer<typeof surveyResults>;

export type { QuestionType };

const MEDIA_KIND = { photo: 'image', video: 'video' } as const;

/** The longest text an open question takes. */
export const OPEN_ANSWER_MAX = 2000;

/** Blank and too long are said as such: the visitor can fix those. */
function openAnswerProblem(answer: unknown): string | null {
  if (typeof answer !== 'string' || !isStorableText(answer)) return surveyMessages.answerInvalid;
  if (answer.trim().length === 0) return surveyMessages.answersRequired;
  return answer.length > OPEN_ANSWER_MAX ? messages.validation.tooLong(OPEN_ANSWER_MAX) : null;
}

function answerProblem(q: Question, answer: unknown): string | null {
  switch (q.type) {
    case 'open':
      return openAnswerProblem(answer);
    case 'multiple':
      return typeof answer === 'string' && q.options.includes(answer) ? null : surveyMessages.optionInvalid;
    case 'scale':
      return Number.isInteger(answer) && (answer as number) >= q.range.start && (answer as number) <= q.range.end
        ? null
        : surveyMessages.scaleInvalid;
    case 'rating':
      return Number.isInteger(answer) && (answer as number) >= 1 && (answer as number) <= RATING_MAX
        ? null
        : surveyMessages.ratingInvalid;
    case 'geolocation': {
      const p = geoAnswer.safeParse(answer);
      return p.success ? null : surveyMessages.positionInvalid;
    }
    case 'multimedia': {
      const m = mediaAnswer.safeParse(answer);
      if (!m.success) return surveyMessages.mediaRequired;
      const allowed = [q.photo && MEDIA_KIND.photo, q.video && MEDIA_KIND.video];
      const { type, filename } = m.data;
      return allowed.includes(type) && STORED_AS[type].test(filename) ? null : surveyMessages.mediaWrongType;
    }
  }
}

/** How the upload names each kind's file (from the file's bytes): the kind an answer names must be the file's. */
const STORED_AS = { image: /\.(jpg|png)$/, video: /\.mp4$/ } as const;

/**
 * Checks one answer per question, each of its question's type (the app and the API share this). The first problem
 * comes back with its field, `respuestas.<question id>`; otherwise the answers in question order.
 */
export function checkAnswers(
  questions: Question[],
  respuestas: AnswerBody['respuestas'],
): { ok: true; answers: { id: number; answer: AnswerValue }[] } | { ok: false; field: string; message: string } {
  const byId = new Map<number, unknown>();
  for (const r of respuestas) {
    if (!questions.some((q) => q.id === r.id) || byId.has(r.id)) {
      return { ok: false, field: `respuestas.${r.id}`, message: surveyMessages.unknownQuestion };
    }
    byId.set(r.id, r.answer);
  }
  for (const q of questions) {
    if (byId.get(q.id) === undefined) {
      return { ok: false, field: `respuestas.${q.id}`, message: surveyMessages.answersRequired };
    }
    const problem = answerProblem(q, byId.get(q.id));
    if (problem) return { ok: false, field: `respuestas.${q.id}`, message: problem };
  }
  return { ok: true, answers: questions.map((q) => ({ id: q.id, answer: byId.get(q.id) as AnswerValue })) };
}
