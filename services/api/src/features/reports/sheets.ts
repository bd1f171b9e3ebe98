import { messages } from '@ppd/domain';

const h = messages.reports.exports;

const PERSON = [
  { header: h.name, key: 'name' },
  { header: h.lastName, key: 'last_name' },
  { header: h.sex, key: 'sexo', width: 12 },
  { header: h.age, key: 'edad', width: 8 },
  { header: h.education, key: 'nivel', width: 16 },
];

/** The Alertas sheet: the report row of spec §3 with the authority and the position. */
export const ALERT_COLUMNS = [
  { header: h.folio, key: 'folio', width: 12 },
  { header: h.type, key: 'tipo_alerta' },
  { header: h.status, key: 'status', width: 12 },
  { header: h.date, key: 'fecha', width: 22 },
  ...PERSON,
  { header: h.visitorComment, key: 'comentario_visitante', width: 40 },
  { header: h.authority, key: 'autoridad', width: 26 },
  { header: h.authorityComment, key: 'comentario_autoridad', width: 40 },
  { header: h.lat, key: 'lat', width: 12 },
  { header: h.lon, key: 'lon', width: 12 },
];

/** The Chats sheet: one line per message, prefixed Visitor or Autoridad (spec §9). */
export const CHAT_COLUMNS = [
  { header: h.folio, key: 'folio', width: 12 },
  { header: h.message, key: 'line', width: 60 },
  { header: h.date, key: 'fecha', width: 22 },
];

export const COMPLAINT_COLUMNS = [
  { header: h.folio, key: 'folio', width: 12 },
  { header: h.category, key: 'categoria', width: 20 },
  { header: h.status, key: 'estado', width: 12 },
  { header: h.date, key: 'fecha', width: 22 },
  ...PERSON,
  { header: h.text, key: 'text', width: 40 },
  { header: h.fileType, key: 'tipo', width: 12 },
  { header: h.reply, key: 'reply', width: 40 },
  { header: h.lat, key: 'lat', width: 12 },
  { header: h.lon, key: 'lon', width: 12 },
];
