import { z } from 'zod';
import { calendarDay, requiredText } from './fields.ts';

/** Spanish texts of the privacy operations of the visitors' app. */
export const privacyMessages = {
  consentRequired: 'Para continuar, lea y acepte el aviso de privacidad vigente (versión {version})',
  versionNotCurrent: 'La versión {version} no es la vigente del aviso de privacidad',
  versionInvalid: 'Indique la versión del aviso de privacidad que acepta',
  noNotice: 'Aún no hay un aviso de privacidad publicado',
  passwordRequired: 'Escriba su contraseña para eliminar su cuenta',
  preferenceInvalid: 'Indique sí o no',
  /** /privacy, under the title: the version shown and its publication date. */
  noticeUpdated: 'Versión {version} · Última actualización: {date}',
  /** The inactivity retention's e-mail (issue 38 §4): `{date}` is the day the account will be cancelled. */
  noticeTextRequired: 'Escriba el texto del aviso de privacidad',
  noticeDayInvalid: 'Indique desde qué día rige el aviso (hoy o una fecha futura)',
  inactivitySubject: 'Tu cuenta de Monitoreo Comunitario PPD se cancelará el {date}',
  inactivityBody: [
    'Hola {name}:',
    'Tu cuenta de Monitoreo Comunitario PPD no registra actividad desde hace tiempo. Tu cuenta se cancelará el {date} si no entras antes de esa fecha.',
    'Para conservarla, basta con que abras la aplicación e inicies sesión. Si la cancelamos, eliminaremos tus datos personales y tus reportes quedarán solo como registros anónimos, como lo indica el aviso de privacidad.',
  ],
} as const;

/** A privacy notice's version, as a visitor accepts it. */
export const noticeVersion = z
  .number({ error: privacyMessages.versionInvalid })
  .int(privacyMessages.versionInvalid)
  .positive(privacyMessages.versionInvalid);

/** The privacy notice in force: its version, text (intro, then `## ` sections) and publication instant. */
export const privacyNotice = z.object({ version: z.number(), text: z.string(), published_at: z.string() });
export type PrivacyNotice = z.infer<typeof privacyNotice>;

/**
 * A new version of the notice, as an administrator publishes it: its text (where `{alert_months}`,
 * `{position_days}`, `{account_months}` and `{notice_days}` show Configuración's current periods) and the day it
 * takes effect (today when absent; a past day is refused: visitors who signed up since never saw it).
 */
export const publishNoticeBody = z
  .object({
    text: requiredText(privacyMessages.noticeTextRequired, 100_000),
    effective_on: calendarDay(privacyMessages.noticeDayInvalid).optional(),
  })
  .meta({ examples: [{ text: 'En Monitoreo Comunitario PPD…\n\n## Conservación\n\n…', effective_on: '2026-12-01' }] });
export type PublishNoticeBody = z.infer<typeof publishNoticeBody>;

/** Every version of the notice, newest first, with its stored text (periods as placeholders). */
export const noticeVersions = z.array(privacyNotice);

export const consentBody = z.object({ version: noticeVersion }).meta({ examples: [{ version: 2 }] });
export const consentReply = z.object({ version: z.number(), accepted_at: z.string() });
export type ConsentReply = z.infer<typeof consentReply>;

const preference = z.boolean({ error: privacyMessages.preferenceInvalid });
/** Opposition: whether survey sends and activity sends may reach the visitor. */
export const sendPreferences = z
  .object({ surveys: preference, activities: preference })
  .meta({ examples: [{ surveys: false, activities: true }] });
export type SendPreferences = z.infer<typeof sendPreferences>;

export const cancelAccountBody = z
  .object({ password: z.string({ error: privacyMessages.passwordRequired }).min(1, privacyMessages.passwordRequired) })
  .meta({ examples: [{ password: 'una-clave-segura' }] });
