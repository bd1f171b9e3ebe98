import { z } from 'zod';

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
} as const;

/** A privacy notice's version, as a visitor accepts it. */
export const noticeVersion = z
  .number({ error: privacyMessages.versionInvalid })
  .int(privacyMessages.versionInvalid)
  .positive(privacyMessages.versionInvalid);

/** The privacy notice in force: its version, text (intro, then `## ` sections) and publication instant. */
export const privacyNotice = z.object({ version: z.number(), text: z.string(), published_at: z.string() });
export type PrivacyNotice = z.infer<typeof privacyNotice>;

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
