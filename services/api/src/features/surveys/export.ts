import type { Db } from '@ppd/db';
import {
  type AnswerValue,
  formatExportDate,
  QUESTION_TYPE_LABELS,
  type Question,
  SEXES,
  SURVEY_WORKBOOK,
  type SurveyResults,
  type VisitorAnswers,
} from '@ppd/domain';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../../plugins/auth.ts';
import { recordDownload } from '../../shared/downloads.ts';
import { inPages, mapAsync } from '../../shared/pagination.ts';
import { type SheetSpec, sendWorkbook } from '../../shared/xlsx.ts';
import { getSurvey } from './queries.ts';
import { surveyResults } from './results.ts';

/** The answers of a survey with who gave them, in the order they were saved. */
const answerRows = (db: Db, surveyId: number) =>
  db
    .selectFrom('survey_answers as a')
    .innerJoin('users as u', 'u.id', 'a.visitor_id')
    .select(['a.id', 'a.visitor_id', 'u.nivel_estudios', 'u.age', 'u.sex', 'a.created_at', 'a.respuestas'])
    .where('a.survey_id', '=', surveyId);

type AnswerRow = Awaited<ReturnType<ReturnType<typeof answerRows>['executeTakeFirstOrThrow']>>;
const visitorAnswer = ({ id: _, ...r }: AnswerRow): VisitorAnswers => ({
  ...r,
  created_at: r.created_at.toISOString(),
  respuestas: r.respuestas as VisitorAnswers['respuestas'],
});

/** GET /api/polls/answer/getanswers/{id}: one row per visitor, oldest answer first. */
export async function visitorAnswers(db: Db, surveyId: number): Promise<VisitorAnswers[]> {
  const rows = await answerRows(db, surveyId).orderBy('a.created_at').orderBy('a.id').execute();
  return rows.map(visitorAnswer);
}

/** The answers up to `lastId` (those the Resumen counted), read 1,000 at a time as the sheet is written. */
const answersUpTo = (db: Db, surveyId: number, lastId: number) =>
  mapAsync(
    inPages((after, size) =>
      answerRows(db, surveyId)
        .where('a.id', '>', after)
        .where('a.id', '<=', lastId)
        .orderBy('a.id')
        .limit(size)
        .execute(),
    ),
    visitorAnswer,
  );

const cell = (a: AnswerValue | undefined): string | number => {
  if (a === undefined) return '';
  if (typeof a !== 'object') return a;
  return 'lat' in a ? `${a.lat}, ${a.lng}` : a.filename;
};

function summarySheet(r: SurveyResults): SheetSpec {
  const { total, gender, age } = r.visitors;
  return {
    name: 'Resumen',
    columns: [
      { header: 'Concepto', key: 'k', width: 30 },
      { header: 'Valor', key: 'v', width: 40 },
    ],
    rows: [
      { k: 'Encuesta', v: r.name },
      { k: 'Visitantes', v: total },
      { k: SEXES.H, v: gender.H },
      { k: SEXES.M, v: gender.M },
      { k: 'Edad promedio', v: age.average ?? '' },
      { k: 'Edad máxima', v: age.max ?? '' },
      { k: 'Edad mínima', v: age.min ?? '' },
    ],
  };
}

/** One row per question and counted value (options, scale values, rating levels), with averages. */
function resultsSheet(r: SurveyResults): SheetSpec {
  const rows = r.questions.flatMap((q): Record<string, unknown>[] => {
    const tipo = QUESTION_TYPE_LABELS[q.question_type];
    const base = { id: q.question_id, pregunta: q.question_text, tipo, respuestas: q.answers };
    if (q.question_type === 'multiple' || q.question_type === 'scale' || q.question_type === 'rating') {
      const average = 'average' in q ? (q.average ?? '') : '';
      return q.result.map((c) => ({ ...base, valor: c.value, conteo: c.count, promedio: average }));
    }
    if (q.question_type === 'open') return q.wordcloud.map((w) => ({ ...base, valor: w.text, conteo: w.value }));
    return [{ ...base, valor: '', conteo: q.answers }];
  });
  return {
    name: 'Resultados',
    columns: [
      { header: 'Pregunta', key: 'id', width: 10 },
      { header: 'Texto', key: 'pregunta', width: 40 },
      { header: 'Tipo', key: 'tipo' },
      { header: 'Respuestas', key: 'respuestas' },
      { header: 'Valor', key: 'valor', width: 24 },
      { header: 'Conteo', key: 'conteo' },
      { header: 'Promedio', key: 'promedio' },
    ],
    rows,
  };
}

function answersSheet(questions: Question[], answers: AsyncIterable<VisitorAnswers>): SheetSpec {
  return {
    name: 'Respuestas',
    columns: [
      { header: 'Visitante', key: 'visitor_id', width: 10 },
      { header: 'Sexo', key: 'sex', width: 8 },
      { header: 'Edad', key: 'age', width: 8 },
      { header: 'Nivel de estudios', key: 'nivel_estudios' },
      { header: 'Fecha', key: 'created_at', width: 24 },
      ...questions.map((q) => ({ header: q.value, key: `q${q.id}`, width: 30 })),
    ],
    rows: mapAsync(answers, (a) => ({
      ...a,
      sex: a.sex ? SEXES[a.sex] : '',
      created_at: formatExportDate(a.created_at),
      ...Object.fromEntries(questions.map((q) => [`q${q.id}`, cell(a.respuestas.find((x) => x.id === q.id)?.answer)])),
    })),
  };
}

/**
 * Cuestionario.xlsx: Resumen, Resultados and Respuestas sheets (spec §9); the download is audited under Encuestas.
 * The answers stream from the database into the sheet a page at a time, so a survey's size does not sit in memory.
 */
export async function sendSurveyWorkbook(db: Db, actor: SessionUser, reply: FastifyReply, id: number) {
  // One snapshot for the figures and the last answer they count: the Respuestas rows stop there, so an answer
  // arriving while the file downloads does not make the Resumen disagree with them.
  const { survey, results, lastId } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      survey: await getSurvey(trx, id),
      results: await surveyResults(trx, id),
      lastId: (await lastAnswerId(trx, id)) ?? 0,
    }));
  await recordDownload(db, actor, {
    module: 'Encuestas',
    file: SURVEY_WORKBOOK,
    detail: survey.nombre,
    personalRows: results.visitors.total,
  });
  return sendWorkbook(reply, SURVEY_WORKBOOK, [
    summarySheet(results),
    resultsSheet(results),
    answersSheet(survey.preguntas, answersUpTo(db, id, lastId)),
  ]);
}

async function lastAnswerId(db: Db, surveyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('survey_answers')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return row.id;
}
