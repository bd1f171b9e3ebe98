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
import { type SheetSpec, sendWorkbook } from '../../shared/xlsx.ts';
import { getSurvey } from './queries.ts';
import { surveyResults } from './results.ts';

/** GET /api/polls/answer/getanswers/{id}: one row per visitor, oldest answer first. */
export async function visitorAnswers(db: Db, surveyId: number): Promise<VisitorAnswers[]> {
  const rows = await db
    .selectFrom('survey_answers as a')
    .innerJoin('users as u', 'u.id', 'a.visitor_id')
    .select(['a.visitor_id', 'u.nivel_estudios', 'u.age', 'u.sex', 'a.created_at', 'a.respuestas'])
    .where('a.survey_id', '=', surveyId)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    respuestas: r.respuestas as VisitorAnswers['respuestas'],
  }));
}

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
    return [{ ...base, valor: '', conteo: q.result.length }];
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

function answersSheet(questions: Question[], answers: VisitorAnswers[]): SheetSpec {
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
    rows: answers.map((a) => ({
      ...a,
      sex: a.sex ? SEXES[a.sex] : '',
      created_at: formatExportDate(a.created_at),
      ...Object.fromEntries(questions.map((q) => [`q${q.id}`, cell(a.respuestas.find((x) => x.id === q.id)?.answer)])),
    })),
  };
}

/** Cuestionario.xlsx: Resumen, Resultados and Respuestas sheets (spec §9); the download is audited under Encuestas. */
export async function sendSurveyWorkbook(db: Db, actor: SessionUser, reply: FastifyReply, id: number) {
  // One snapshot: an answer arriving between two reads would make the Resumen disagree with the Respuestas rows.
  const { survey, results, answers } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      survey: await getSurvey(trx, id),
      results: await surveyResults(trx, id),
      answers: await visitorAnswers(trx, id),
    }));
  await recordDownload(db, actor, {
    module: 'Encuestas',
    file: SURVEY_WORKBOOK,
    detail: survey.nombre,
    personalRows: answers.length,
  });
  return sendWorkbook(reply, SURVEY_WORKBOOK, [
    summarySheet(results),
    resultsSheet(results),
    answersSheet(survey.preguntas, answers),
  ]);
}
