import { z } from 'zod';
import { messages } from '../messages.ts';
import { cleanText, filterId, id, idParams, requiredText } from './fields.ts';

/** Texts of the surveys API that the spec does not state. */
export const surveyMessages = {
  notFound: 'No se encontró la encuesta',
  categoryNotFound: 'La categoría seleccionada no existe',
  answered: 'La encuesta ya tiene respuestas: no se puede editar',
  scaleStart: 'La escala debe comenzar en 0 o 1',
  scaleEnd: 'La escala debe terminar entre 2 y 10',
  labelTooLong: 'La etiqueta es demasiado larga',
  tooLong: 'El texto es demasiado largo',
  tooManyQuestions: 'La encuesta tiene demasiadas preguntas',
  notSentToYou: 'Esta encuesta no le fue enviada',
  alreadyAnswered: 'Ya respondió esta encuesta',
  answersRequired: 'Responda todas las preguntas de la encuesta',
  unknownQuestion: 'La respuesta corresponde a una pregunta que no existe',
  answerInvalid: 'La respuesta no corresponde al tipo de la pregunta',
  optionInvalid: 'Elija una de las opciones de la pregunta',
  scaleInvalid: 'Elija un valor dentro de la escala',
  ratingInvalid: 'Califique de 1 a 5',
  positionInvalid: 'Indique una ubicación válida',
  mediaRequired: 'Adjunte la foto o el video que pide la pregunta',
  // Not stated by the spec: an upload for a survey with no photo or video question.
  noMediaQuestion: 'Esta encuesta no pide fotos ni videos',
  mediaWrongType: 'El archivo no es del tipo que pide la pregunta',
  // Not stated by the spec: two options of one question that read the same (visitors could not tell them apart).
  optionRepeated: 'Las opciones no deben repetirse',
  // Not stated by the spec: one photo or video named by two questions.
  mediaReused: 'Este archivo ya responde otra pregunta: adjunte uno propio',
  // Not stated by the spec: the photos and videos (retakes included) a visitor may upload before answering.
  tooManyUploads: 'Ya subió todas las fotos y videos que admite esta encuesta: envíe sus respuestas',
  // Not stated by the spec: the paged answers of a question whose results are counts, or of no question of the survey.
  noListedAnswers: 'Esta pregunta no tiene respuestas que listar',
} as const;

export const QUESTION_TYPES = ['open', 'multiple', 'scale', 'rating', 'multimedia', 'geolocation'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Each type's name, as the builder offers it and Cuestionario.xlsx writes it. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  open: 'Abierta',
  multiple: 'Opción múltiple',
  scale: 'Escala',
  rating: 'Calificación',
  multimedia: 'Multimedia',
  geolocation: 'Geolocalización',
};
export const RATING_ICONS = ['star', 'heart', 'sentiment', 'satisfaction'] as const;
export type RatingIcon = (typeof RATING_ICONS)[number];
export const SCALE_DEFAULT = { start: 0, end: 5 } as const;
export const RATING_MAX = 5;
/** Results gallery page size and word-cloud colour tiers (spec §9). */
export const GALLERY_PAGE_SIZE = 10;
export const WORDCLOUD_TIERS = [10, 5] as const;

const questionText = cleanText(messages.surveys.questionTextRequired).trim();
const base = {
  /** Position from 1; the server renumbers on save, whatever the client sent. */
  id: z.number().int().optional(),
  value: questionText.min(1, messages.surveys.questionTextRequired).max(500, surveyMessages.tooLong),
  /** Builder state flags, kept as sent so the edit screen reloads them. */
  error: z.boolean().default(false),
};

const openQuestion = z.object({ ...base, type: z.literal('open') });
/** Each option that reads as an earlier one (case aside) is refused on its own path. */
function refuseRepeatedOptions(options: string[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  options.forEach((option, index) => {
    const key = option.toLocaleLowerCase('es');
    if (key && seen.has(key)) ctx.addIssue({ code: 'custom', message: surveyMessages.optionRepeated, path: [index] });
    seen.add(key);
  });
}

const multipleQuestion = z.object({
  ...base,
  type: z.literal('multiple'),
  options: z
    .array(cleanText(messages.surveys.optionsRequired).trim().max(200, surveyMessages.tooLong), {
      error: messages.surveys.optionsRequired,
    })
    .min(1, messages.surveys.optionsRequired)
    .max(50)
    .refine((options) => options.every((o) => o.length > 0), messages.surveys.optionsRequired)
    .superRefine(refuseRepeatedOptions),
  optionError: z.boolean().default(false),
});
const scaleQuestion = z.object({
  ...base,
  type: z.literal('scale'),
  range: z
    .object({
      start: z.union([z.literal(0), z.literal(1)], { error: surveyMessages.scaleStart }),
      end: z
        .number({ error: surveyMessages.scaleEnd })
        .int(surveyMessages.scaleEnd)
        .min(2, surveyMessages.scaleEnd)
        .max(10, surveyMessages.scaleEnd),
    })
    .default({ ...SCALE_DEFAULT }),
  labels: z
    .object({
      start: cleanText().trim().max(100, surveyMessages.labelTooLong).default(''),
      end: cleanText().trim().max(100, surveyMessages.labelTooLong).default(''),
    })
    .default({ start: '', end: '' }),
});
const ratingQuestion = z.object({ ...base, type: z.literal('rating'), icon: z.enum(RATING_ICONS).default('star') });
/** `fileType` sets the photo / video flags (spec §2.8); without it the flags themselves decide. */
const multimediaQuestion = z
  .object({
    ...base,
    type: z.literal('multimedia'),
    fileType: z.enum(['photo', 'video']).optional(),
    photo: z.boolean().default(false),
    video: z.boolean().default(false),
    optionError: z.boolean().default(false),
  })
  .transform((q) => {
    const photo = q.fileType ? q.fileType === 'photo' : q.photo;
    const video = q.fileType ? q.fileType === 'video' : q.video;
    return { ...q, photo, video, fileType: q.fileType ?? (photo ? 'photo' : video ? 'video' : undefined) };
  })
  .refine((q) => q.photo || q.video, { message: messages.surveys.mediaTypeRequired, path: ['fileType'] });
const geolocationQuestion = z.object({ ...base, type: z.literal('geolocation') });

export const question = z.discriminatedUnion('type', [
  openQuestion,
  multipleQuestion,
  scaleQuestion,
  ratingQuestion,
  multimediaQuestion,
  geolocationQuestion,
]);
export type QuestionInput = z.input<typeof question>;

/** A question as stored and served: what `question` gives (its defaults filled), numbered from 1. */
const servedBase = { id: z.number(), value: z.string(), error: z.boolean() };
export const servedQuestion = z.discriminatedUnion('type', [
  z.object({ ...servedBase, type: z.literal('open') }),
  z.object({ ...servedBase, type: z.literal('multiple'), options: z.array(z.string()), optionError: z.boolean() }),
  z.object({
    ...servedBase,
    type: z.literal('scale'),
    range: z.object({ start: z.union([z.literal(0), z.literal(1)]), end: z.number() }),
    labels: z.object({ start: z.string(), end: z.string() }),
  }),
  z.object({ ...servedBase, type: z.literal('rating'), icon: z.enum(RATING_ICONS) }),
  z.object({
    ...servedBase,
    type: z.literal('multimedia'),
    fileType: z.enum(['photo', 'video']).optional(),
    photo: z.boolean(),
    video: z.boolean(),
    optionError: z.boolean(),
  }),
  z.object({ ...servedBase, type: z.literal('geolocation') }),
]);
export type Question = z.infer<typeof servedQuestion>;

const questions = z
  .array(question, { error: messages.surveys.questionsRequired })
  .min(1, messages.surveys.questionsRequired)
  .max(100, surveyMessages.tooManyQuestions)
  // Typed as served: a field the input gains and the served shape lacks breaks the build here.
  .transform((list) => list.map((q, i): Question => ({ ...q, id: i + 1 })));

const surveyFields = (nameMessage: string) =>
  z.object({
    nombre: requiredText(nameMessage).max(200, surveyMessages.tooLong),
    id_categoria: z.preprocess(
      (v) => (v === 0 || v === '0' || v === '' || v === null ? undefined : v),
      id(messages.surveys.categoryRequired),
    ),
    description: cleanText().trim().max(2000, surveyMessages.tooLong).default(''),
    preguntas: questions,
  });

/** POST /api/polls. `autor_id` is accepted for the spec's client and ignored: the author is the session. */
export const newSurveyBody = surveyFields(messages.surveys.nameRequired).extend({ autor_id: z.unknown().optional() });
export type NewSurveyBody = z.infer<typeof newSurveyBody>;
/** PUT /api/polls/{id}: refused with 409 once the survey has answers. */
export const updateSurveyBody = surveyFields(messages.surveys.nameRequiredEdit);
export type UpdateSurveyBody = z.infer<typeof updateSurveyBody>;

/** A multimedia answer's file, under its survey. */
export const surveyMediaParams = idParams.extend({
  file: z.string().regex(/^[A-Za-z0-9._-]+$/, messages.validation.invalid),
});

/** GET /api/polls?id_categoria= (absent, 0 or -1: Todos). */
export const surveyListQuery = z.object({
  id_categoria: filterId()
    .optional()
    .transform((v) => (v === undefined || v <= 0 ? undefined : v)),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** A row of GET /api/polls (spec §3): `number_answers` is a string, as the list compares it with '0'. */
export const surveyListItem = z.object({
  id: z.number(),
  nombre: z.string(),
  category_name: z.string().nullable(),
  id_categoria: z.number().nullable(),
  /** ISO instant. */
  created_date: z.string(),
  number_answers: z.string(),
  /** Who may edit or delete it, with the administrators (null once its author was deleted). */
  autor_id: z.number().nullable(),
});
export type SurveyListItem = z.infer<typeof surveyListItem>;
export const surveyCategory = z.object({ id: z.number(), category_name: z.string() });
export type SurveyCategory = z.infer<typeof surveyCategory>;
/** GET /api/polls/{id}. */
export const surveyView = surveyListItem.omit({ number_answers: true }).extend({
  description: z.string(),
  preguntas: z.array(servedQuestion),
  number_answers: z.number(),
});
export type SurveyView = z.infer<typeof surveyView>;
/** A survey is edited only while nobody answered it: the answers would no longer match their questions. */
export const isSurveyEditable = (survey: { number_answers: string | number }) => Number(survey.number_answers) === 0;
/** The name of a survey's results workbook, as the API sends it and the browser saves it. */
export const SURVEY_WORKBOOK = 'Cuestionario.xlsx';

/** A survey in the visitor's list (GET /api/app/polls). */
export const sentSurvey = surveyListItem.pick({ id: true, nombre: true, category_name: true }).extend({
  description: z.string(),
  /** ISO instant of the latest send that reached me. */
  sent_at: z.string(),
  answered: z.boolean(),
});
export type SentSurvey = z.infer<typeof sentSurvey>;
