import { z } from 'zod';
import { integer } from './schemas/fields.ts';

/** Data retention (issue 38 §4): the periods Configuración sets, and what the job leaves in place of a chat. */
export const retentionTexts = {
  title: 'Retención de datos',
  alertMonthsField: 'Anonimizar ubicaciones exactas y chats de las alertas después de (meses)',
  alertMonthsHelp:
    'Pasado este plazo, la ubicación de cada alerta se reduce a dos decimales y el texto de su chat se elimina.',
  alertMonthsInvalid: 'Escriba un número entero de meses entre 1 y 120.',
  saved: 'Retención de datos guardada',
  preview: (p: { alerts: number; chats: number; positions: number }) =>
    `Hoy se anonimizarían ${p.alerts.toLocaleString('es-MX')} alertas y ${p.chats.toLocaleString('es-MX')} ` +
    `mensajes de chat, y se eliminarían ${p.positions.toLocaleString('es-MX')} posiciones de autoridades.`,
  redactedChat: '[eliminado por retención]',
} as const;

/** The default stated in the privacy notice: exact alert locations and chats kept 12 months. */
const ALERT_RETENTION_MONTHS = 12;

export const dataRetention = z
  .object({ alert_months: integer(retentionTexts.alertMonthsInvalid, 1, 120) })
  .meta({ examples: [{ alert_months: ALERT_RETENTION_MONTHS }] });
export type DataRetention = z.infer<typeof dataRetention>;

/** The dry run: how many rows each rule would change if the jobs ran now. */
export const retentionPreview = z
  .object({ alerts: z.number().int(), chats: z.number().int(), positions: z.number().int() })
  .meta({ examples: [{ alerts: 1234, chats: 5678, positions: 91011 }] });
export type RetentionPreview = z.infer<typeof retentionPreview>;
