import { hasLocation, messages, SEXES } from '@ppd/domain';

const h = messages.reports.exports;

/** The visitor's columns of every report sheet. */
export const PERSON = [
  { header: h.name, key: 'name' },
  { header: h.lastName, key: 'last_name' },
  { header: h.sex, key: 'sexo', width: 12 },
  { header: h.age, key: 'edad', width: 8 },
  { header: h.education, key: 'nivel', width: 16 },
];

/** The visitor's cells of a row, for the PERSON columns. */
export const person = (r: {
  name: string;
  last_name: string;
  sex: string | null;
  age: number | null;
  nivel_estudios: string | null;
}) => ({
  name: r.name,
  last_name: r.last_name,
  sexo: r.sex ? SEXES[r.sex as keyof typeof SEXES] : '',
  edad: r.age ?? '',
  nivel: r.nivel_estudios ?? '',
});

/** Blank cells for a row sent without a place or without a GPS fix (0, 0): never a point off the coast of Africa. */
export const place = (r: { lat: number | null; lon: number | null }) =>
  r.lat !== null && r.lon !== null && hasLocation({ lat: r.lat, lon: r.lon })
    ? { lat: r.lat, lon: r.lon }
    : { lat: '', lon: '' };

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
