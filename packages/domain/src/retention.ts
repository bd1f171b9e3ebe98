import { z } from 'zod';
import { DEFAULT_PERIODS } from './privacy-notice.ts';
import { integer } from './schemas/fields.ts';

const n = (count: number) => count.toLocaleString('es-MX');

/** Data retention (issue 38 §4): the periods Configuración sets, and what the job leaves in place of a chat. */
export const retentionTexts = {
  title: 'Retención de datos',
  alertMonthsField: 'Anonimizar ubicaciones exactas y chats de las alertas después de (meses)',
  alertMonthsHelp:
    'Pasado este plazo, la ubicación de cada alerta se reduce a dos decimales y el texto de su chat se elimina.',
  alertMonthsInvalid: 'Escriba un número entero de meses entre 1 y 120.',
  accountMonthsField: 'Cancelar cuentas de visitantes sin actividad después de (meses)',
  accountMonthsHelp: 'Pasado este plazo sin entrar, se avisa al visitante por correo que su cuenta se cancelará.',
  noticeDaysField: 'Días entre el aviso y la cancelación',
  noticeDaysHelp: 'Si en estos días no entra, su cuenta se cancela igual que cuando la elimina desde la app.',
  noticeDaysInvalid: 'Escriba un número entero de días entre 1 y 365.',
  saved: 'Retención de datos guardada',
  preview: (p: RetentionPreview) =>
    `Hoy se anonimizarían ${n(p.alerts)} alertas y ${n(p.chats)} mensajes de chat, se eliminarían ` +
    `${n(p.positions)} posiciones de autoridades, se avisaría a ${n(p.notices)} cuentas inactivas y se ` +
    `cancelarían ${n(p.cancellations)}.`,
  redactedChat: '[eliminado por retención]',
} as const;

/** Configuración's retention periods of alerts and inactive accounts (the notice's defaults in the example). */
export const dataRetention = z
  .object({
    alert_months: integer(retentionTexts.alertMonthsInvalid, 1, 120),
    account_months: integer(retentionTexts.alertMonthsInvalid, 1, 120),
    notice_days: integer(retentionTexts.noticeDaysInvalid, 1, 365),
  })
  .meta({
    examples: [
      {
        alert_months: DEFAULT_PERIODS.alert_months,
        account_months: DEFAULT_PERIODS.account_months,
        notice_days: DEFAULT_PERIODS.notice_days,
      },
    ],
  });
export type DataRetention = z.infer<typeof dataRetention>;

/** The dry run: how many rows each rule would change if the jobs ran now. */
export const retentionPreview = z
  .object({
    alerts: z.number().int(),
    chats: z.number().int(),
    positions: z.number().int(),
    /** Visitors inactive for the period who would be told their account will be cancelled. */
    notices: z.number().int(),
    /** Visitors told who are still inactive after the notice's days: their accounts would be cancelled. */
    cancellations: z.number().int(),
  })
  .meta({ examples: [{ alerts: 1234, chats: 5678, positions: 91011, notices: 12, cancellations: 3 }] });
export type RetentionPreview = z.infer<typeof retentionPreview>;
