import { defineRoutes, STAFF } from '../contract.ts';
import { idParams } from '../schemas/fields.ts';
import { audienceCount, audienceCountQuery, sendFilterBody, sendStatusView } from '../schemas/survey-send.ts';

/** Bulk sends to visitors (surveys and events): the send modal's live count and a send's progress. */
export const bulkSendRoutes = defineRoutes('Envíos masivos', {
  count: {
    method: 'POST',
    path: '/api/audience/count',
    access: STAFF,
    summary: 'Cuántos visitantes coinciden ahora con el filtro de envío (sexo, edades, estudios y área)',
    description: 'Con `kind`, no cuenta a quienes se opusieron a ese tipo de envío y dice cuántos son (`opted_out`).',
    query: audienceCountQuery,
    body: sendFilterBody,
    responses: { 200: audienceCount },
  },
  status: {
    method: 'GET',
    path: '/api/sends/:id',
    access: STAFF,
    summary: 'Estado y avance de un envío masivo (lo mismo que empuja send:progress)',
    params: idParams,
    responses: { 200: sendStatusView },
  },
});
