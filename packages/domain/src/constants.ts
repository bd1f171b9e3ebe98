export const USER_TYPES = ['monitor', 'authority', 'visitor'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SEXES = { H: 'Masculino', M: 'Femenino' } as const;
export type Sex = keyof typeof SEXES;

export const STUDY_LEVELS = ['Primaria', 'Secundaria', 'Preparatoria', 'Universidad', 'Maestría', 'Doctorado'] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

export const AGE_BUCKETS = ['<18', '18 a 25', '26 a 30', '31 a 35', '36 a 40', '41 a 45', '46 a 50', '50 +'] as const;

export const ALERT_STATUSES = ['ABIERTA', 'ASIGNADA', 'ATENDIDA', 'CERRADA'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** Red, orange, green (spec), each dark enough for white text on it at 4.5:1 (WCAG 1.4.3): the badges' colours. */
export const ALERT_COLORS: Record<AlertStatus, string> = {
  ABIERTA: '#d32f2f',
  ASIGNADA: '#b45309',
  ATENDIDA: '#2e7d32',
  CERRADA: '#2e7d32',
};

export const COMPLAINT_STATUSES = { 'no atendida': 'Abierta', 'en proceso': 'Pendiente', atendida: 'Cerrada' } as const;
export type ComplaintStatus = keyof typeof COMPLAINT_STATUSES;

export const AUTHORITY_AREAS = ['SALVAVIDAS', 'POLICIA', 'PARAMEDICOS'] as const;
export const DEFAULT_COMPLAINT_CATEGORIES = [
  'Infraestructura',
  'Medio ambiente',
  'Movilidad',
  'Protección civil',
  'Recreación',
  'Salud',
  'Seguridad',
] as const;

/** A new installation's alert types (the visitors' app raises alerts of one) and survey categories (each survey has one). */
export const DEFAULT_ALERT_TYPES = [
  'Emergencia médica',
  'Robo',
  'Persona extraviada',
  'Incendio',
  'Accidente',
  'Acoso',
] as const;
export const DEFAULT_SURVEY_CATEGORIES = ['Medio ambiente', 'Movilidad', 'Satisfacción', 'Seguridad'] as const;

export const RECORD_TYPES = { 1: 'Oportunidades', 2: 'Amenazas' } as const;
export const GEOMETRY_COLORS = { oportunidad: '#366D38', amenaza: '#cb2833', neutral: '#58A5CC' } as const;

export const AUDIT_MODULES = [
  'Levantamientos',
  'Registros',
  'Encuestas',
  'Login',
  'Eventos',
  'Denuncias',
  'Reportes',
  'Configuración',
  'Alertas',
  'Monitores',
  'Gestores',
  'Privacidad',
] as const;
export type AuditModule = (typeof AUDIT_MODULES)[number];

export const TIME_ZONE = 'America/Mexico_City';
export const DATE_FORMAT = 'DD/MM/YYYY hh:mm a';
export const EXPORT_DATE_FORMAT = 'DD/MM/YYYY hh:mm A';
export const PHONE_DIGITS = 10;
export const MAX_STARS = 5;
export const DEFAULT_INFLUENCE_RADIUS_KM = 2;
/** The API's canonical prefix; the spec's second prefix is served as an alias. */
export const API_ALIAS_PREFIX = '/apidev';
/**
 * The first path segments the API answers under (the Socket.IO endpoint aside): the web server and every proxy in
 * front of the app forward these, and any other path is a screen of the web app.
 */
export const API_PREFIXES = [
  'api',
  'apidev',
  'users',
  'authorities',
  'monitors',
  'visitors',
  'media',
  'health',
  'open311',
  'ogc',
] as const;

/** Who wrote a chat line, as the exports prefix it (spec part 2 §9). */
export const chatSenderLabel = (userType: string) =>
  userType === 'visitor' ? 'Visitor' : userType === 'authority' ? 'Autoridad' : 'Monitor';
