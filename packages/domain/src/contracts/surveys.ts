import { z } from 'zod';
import type { UserType } from '../constants.ts';
import { defineRoutes, fileReply, STAFF, XLSX_TYPE } from '../contract.ts';
import { createdReply } from '../schemas/records.ts';
import { okReply } from '../schemas/session.ts';
import { answerBody, mediaAnswer, surveyResults, visitorAnswers } from '../schemas/survey-answers.ts';
import { audienceCount, sendAccepted, sendFilterBody } from '../schemas/survey-send.ts';
import {
  newSurveyBody,
  sentSurvey,
  surveyCategory,
  surveyIdParams,
  surveyListItem,
  surveyListQuery,
  surveyMediaParams,
  surveyView,
  updateSurveyBody,
} from '../schemas/surveys.ts';

const VISITOR: readonly UserType[] = ['visitor'];

/** Surveys: the back office's builder, sends and results, and the visitors' app that answers them. */
export const surveyRoutes = defineRoutes('Encuestas', {
  list: {
    method: 'GET',
    path: '/api/polls',
    access: STAFF,
    summary: 'Encuestas, de la más reciente a la más antigua (o al revés), con su número de respuestas',
    query: surveyListQuery,
    responses: { 200: z.array(surveyListItem) },
  },
  categories: {
    method: 'GET',
    path: '/api/polls/categories/listAll',
    access: STAFF,
    summary: 'Categorías de encuesta, por nombre',
    responses: { 200: z.array(surveyCategory) },
  },
  one: {
    method: 'GET',
    path: '/api/polls/:id',
    access: STAFF,
    summary: 'Una encuesta con sus preguntas',
    params: surveyIdParams,
    responses: { 200: surveyView },
  },
  create: {
    method: 'POST',
    path: '/api/polls',
    access: STAFF,
    summary: 'Crear una encuesta; su autor es quien la crea',
    body: newSurveyBody,
    responses: { 201: createdReply },
  },
  update: {
    method: 'PUT',
    path: '/api/polls/:id',
    access: STAFF,
    summary: 'Editar una encuesta sin respuestas (su autor o un administrador)',
    params: surveyIdParams,
    body: updateSurveyBody,
    responses: { 200: createdReply },
  },
  remove: {
    method: 'DELETE',
    path: '/api/polls/:id',
    access: STAFF,
    summary: 'Eliminar una encuesta con sus envíos, respuestas y archivos (su autor o un administrador)',
    params: surveyIdParams,
    responses: { 200: okReply },
  },
  send: {
    method: 'POST',
    path: '/api/polls/send/:id',
    access: STAFF,
    summary: 'Enviar una encuesta a los visitantes del filtro; el avance llega por el socket (send:progress)',
    params: surveyIdParams,
    body: sendFilterBody,
    responses: { 202: sendAccepted },
  },
  count: {
    method: 'POST',
    path: '/api/polls/send/:id/count',
    access: STAFF,
    summary: 'Cuántos visitantes recibirían la encuesta con este filtro',
    params: surveyIdParams,
    body: sendFilterBody,
    responses: { 200: audienceCount },
  },
  results: {
    method: 'GET',
    path: '/api/polls/answer/getresults/:id',
    access: STAFF,
    summary: 'Resultados de una encuesta por pregunta, y quiénes la respondieron',
    params: surveyIdParams,
    responses: { 200: surveyResults },
  },
  answers: {
    method: 'GET',
    path: '/api/polls/answer/getanswers/:id',
    access: STAFF,
    summary: 'Respuestas de una encuesta, una fila por visitante, de la más antigua a la más reciente',
    params: surveyIdParams,
    responses: { 200: z.array(visitorAnswers) },
  },
  workbook: {
    method: 'GET',
    path: '/api/polls/answer/export/:id',
    access: STAFF,
    summary: 'Cuestionario.xlsx: resumen, resultados y respuestas de una encuesta',
    params: surveyIdParams,
    responses: { 200: fileReply(XLSX_TYPE, 'Cuestionario.xlsx (hojas Resumen, Resultados y Respuestas)') },
  },
  answerMedia: {
    method: 'GET',
    path: '/media/surveys/:id/:file',
    access: 'public',
    summary: 'La foto o el video de una respuesta (solo gestores: encabezado x-access-token o cookie de medios)',
    params: surveyMediaParams,
    responses: { 200: fileReply('application/octet-stream', 'Foto (JPEG o PNG) o video (MP4)') },
  },
  sentToMe: {
    method: 'GET',
    path: '/api/app/polls',
    access: VISITOR,
    summary: 'Encuestas enviadas al visitante (solas o con un evento), del envío más reciente al más antiguo',
    responses: { 200: z.array(sentSurvey) },
  },
  sentOne: {
    method: 'GET',
    path: '/api/app/polls/:id',
    access: VISITOR,
    summary: 'Una encuesta enviada al visitante, con sus preguntas',
    params: surveyIdParams,
    responses: { 200: surveyView },
  },
  uploadMedia: {
    method: 'POST',
    path: '/api/app/polls/:id/media',
    access: VISITOR,
    summary: 'Subir la foto (JPEG o PNG) o el video (MP4) de una pregunta multimedia, antes de responder',
    description: 'Formulario multipart con un archivo (`file`); su tipo se lee de sus bytes. La respuesta lo nombra.',
    params: surveyIdParams,
    multipart: true,
    responses: { 201: mediaAnswer },
  },
  answer: {
    method: 'POST',
    path: '/api/app/polls/:id/answer',
    access: VISITOR,
    summary: 'Responder una encuesta enviada, una sola vez (una segunda respuesta se rechaza con 409)',
    params: surveyIdParams,
    body: answerBody,
    responses: { 201: okReply },
  },
});
