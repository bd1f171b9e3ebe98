import {
  breachText,
  breachTitle,
  COMPLAINT_STATUSES,
  complaintFileTypeName,
  type EventPayloads,
  formatDate,
  formatDay,
  messages,
  privacyMessages,
} from '@ppd/domain';
import { layout, paragraphs } from './html.ts';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Events on the `email` queue. The worker refuses to start if this list and the catalogue disagree. */
export type EmailEvent =
  | 'user.password_reset_requested'
  | 'complaint.status_changed'
  | 'complaint.evidence_sent'
  | 'alert.response_overdue'
  | 'complaint.response_overdue'
  | 'privacy.inactivity_notice';

function mail(to: string[], subject: string, blocks: string[]): Mail {
  return { to, subject, text: `${blocks.join('\n\n')}\n`, html: layout(subject, paragraphs(blocks)) };
}

/** A breach is e-mailed to the administrators at its second level (twice the target) only. */
const breachMail =
  (module: 'Alertas' | 'Denuncias') =>
  (b: EventPayloads['alert.response_overdue'] | EventPayloads['complaint.response_overdue']): Mail | null =>
    b.level !== 2 || b.admins.length === 0
      ? null
      : mail(
          b.admins.map((a) => a.email),
          breachTitle(module, b),
          [breachText(module, b), 'Revise el tablero de Monitoreo Comunitario PPD.'],
        );

/**
 * The evidence link, its file named as the back office names it (IMAGEN, VIDEO, AUDIO), and until when it opens the
 * file: recipients have no account, and an expired link only answers that the file is not found.
 */
function evidenceLink(url: string, fileType: string | null): string[] {
  const expires = Number(new URL(url, 'http://localhost').searchParams.get('expires'));
  return [
    `Evidencia (${complaintFileTypeName(fileType) || 'archivo'}): ${url}`,
    ...(expires > 0 ? [`El enlace vence el ${formatDate(expires * 1000)} (hora de la Ciudad de México).`] : []),
  ];
}

/** The Spanish mails, one per event; `null` when there is nobody to write to. */
export const EMAIL_TEMPLATES: { [K in EmailEvent]: (payload: EventPayloads[K]) => Mail | null } = {
  // No link: the outbox row forgot it once it was mailed (a re-relayed row then mails nothing).
  'user.password_reset_requested': (p) =>
    !p.resetUrl
      ? null
      : mail([p.email], messages.auth.resetMailSubject, [
          `Hola ${p.name}:`,
          'Recibimos una solicitud para restablecer la contraseña de su cuenta en Monitoreo Comunitario PPD. Para elegir una contraseña nueva, abra el siguiente enlace:',
          p.resetUrl,
          `El enlace vence el ${formatDate(p.expiresAt)} (hora de la Ciudad de México) y solo puede usarse una vez.`,
          'Si usted no hizo esta solicitud, ignore este correo: su contraseña no cambiará.',
        ]),

  'complaint.status_changed': ({ complaint: c, email }) => {
    if (!email) return null;
    const status = COMPLAINT_STATUSES[c.status];
    return mail([email], `Su denuncia F-${c.id} está ${status}`, [
      'Hola:',
      `Su denuncia F-${c.id} (${c.category_name}) cambió de estado: ahora está ${status}.`,
      ...(c.reply ? [`Respuesta:\n${c.reply}`] : []),
      'Gracias por ayudarnos a cuidar el espacio público.',
    ]);
  },

  'privacy.inactivity_notice': ({ email, name, cancelAt }) => {
    const fill = (text: string) => text.replaceAll('{date}', formatDay(cancelAt)).replaceAll('{name}', name);
    return mail([email], fill(privacyMessages.inactivitySubject), privacyMessages.inactivityBody.map(fill));
  },

  'alert.response_overdue': breachMail('Alertas'),
  'complaint.response_overdue': breachMail('Denuncias'),

  'complaint.evidence_sent': ({ complaint: c, recipients }) => {
    if (recipients.length === 0) return null;
    const where = c.lat !== null && c.lon !== null ? `Ubicación: https://www.google.com/maps?q=${c.lat},${c.lon}` : '';
    return mail(recipients, `Denuncia F-${c.id}: ${c.category_name}`, [
      `Se recibió la denuncia F-${c.id} de la categoría ${c.category_name}, el ${formatDate(c.date)}.`,
      ...(c.text ? [`Texto de la denuncia:\n${c.text}`] : []),
      ...(c.url ? evidenceLink(c.url, c.file_type) : []),
      ...(where ? [where] : []),
    ]);
  },
};
