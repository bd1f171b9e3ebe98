import type { DomainEvent, EventPayloads } from '@ppd/domain';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { DeliveryTracker } from '../mail/deliveries.ts';
import { EMAIL_TEMPLATES, type EmailEvent, type Mail } from '../mail/templates.ts';
import type { Processor } from './types.ts';

const GUARD_TTL_S = 30 * 24 * 3600;

/** SMTP's `rejected` list: addresses, or `{ name, address }` for the ones given with a name. */
const refusedOf = (info: { rejected?: (string | { address: string })[] }) =>
  (info.rejected ?? []).map((r) => (typeof r === 'string' ? r : r.address));

export function mailFor(event: DomainEvent): Mail | null {
  const template = EMAIL_TEMPLATES[event.type as EmailEvent] as
    | ((p: EventPayloads[EmailEvent]) => Mail | null)
    | undefined;
  if (!template) throw new Error(`no e-mail template for ${event.type}`);
  return template(event.payload as EventPayloads[EmailEvent]);
}

/**
 * Sends the event's mail at most once per event id, as far as SMTP allows. The job id (= event id) keeps a
 * re-relayed event from being queued twice; the guard key, written once the SMTP server accepted the message,
 * keeps a job that runs again (its worker died after sending, or it was re-queued after its completed record
 * expired) from sending again. What no guard can close is a crash between the server's acceptance and the guard
 * write: then the mail goes twice, which for a reset link beats not at all. The Message-ID is derived from the
 * event id, so mail clients that de-duplicate by it show one message even then. Recipients the server refuses while
 * it takes the mail for the others are kept on the delivery row, not retried: a retry would write to the others again.
 */
export function emailProcessor(deps: {
  transport: Transporter;
  from: string;
  guard: Redis;
  guardPrefix: string;
  log: Logger;
  deliveries: DeliveryTracker;
}): Processor {
  return async (event, job) => {
    const attempt = job?.attempt;
    const mail = mailFor(event);
    if (!mail) return;
    const key = `${deps.guardPrefix}:mail-sent:${event.id}`;
    if (await deps.guard.exists(key)) {
      deps.log.info({ eventId: event.id, type: event.type }, 'mail already sent; skipped');
      await deps.deliveries.sent(event.id, attempt);
      return;
    }
    const info = await deps.transport
      .sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${event.id}@monitoreo-ppd.mx>`,
      })
      .catch(async (err: Error) => {
        await deps.deliveries.failed(event.id, attempt, err.message).catch(() => undefined);
        throw err;
      });
    await deps.guard.set(key, info.messageId ?? '1', 'EX', GUARD_TTL_S).catch((err: Error) => {
      // Sent: retrying the job would send it again. Worst case a later re-run sends a duplicate.
      deps.log.warn({ eventId: event.id, err: err.message }, 'mail sent but its guard was not written');
    });
    const refused = refusedOf(info);
    if (refused.length)
      deps.log.warn({ eventId: event.id, refused }, 'mail sent; the SMTP server refused some recipients');
    await deps.deliveries.sent(event.id, attempt, refused).catch((err: Error) => {
      // The mail went out; a stale "queued" on the screen is better than sending it again.
      deps.log.warn({ eventId: event.id, err: err.message }, 'mail sent but its delivery row was not updated');
    });
    deps.log.info({ eventId: event.id, type: event.type, to: mail.to.length }, 'mail sent');
  };
}
