import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventPayloads } from '@ppd/domain';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { DeliveryTracker } from '../mail/deliveries.ts';
import { EMAIL_TEMPLATES, type EmailEvent, type Mail } from '../mail/templates.ts';
import type { Processor } from './types.ts';

const GUARD_TTL_S = 30 * 24 * 3600;
/** By default each stage of an SMTP send (DNS, connection, greeting, a silent socket) gives up after 2 min. */
export const MAIL_SEND_TIMEOUT_MS = 120_000;
/** A run's claim on a mail outlives any send the transport lets run: four stages, each bounded by the timeout. */
export const claimMsFor = (sendTimeoutMs: number) => 4 * sendTimeoutMs;
const SENDING = 'sending:';
/** Mails the API writes a delivery row for, with their event: no row means their complaint is gone. */
const COMPLAINT_MAILS = new Set<string>(['complaint.status_changed', 'complaint.evidence_sent'] satisfies EmailEvent[]);
/** Deletes the claim only while it is still this run's: once expired it may be another run's. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

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
 * re-relayed event from being queued twice. A run first claims the guard key (`SET NX`, `sending:…`, for
 * `claimMs`, longer than the transport lets a send last), so of two runs at once (a worker that lost its lock while
 * still sending, and the run BullMQ gave the job to) one sends; the other is put back until the claim ends. A send
 * that fails releases the claim (the retry sends); one the server accepted replaces it with the 30-day guard, and a
 * delivery row marked sent also stops a later run. What no guard can close is a crash between the server's
 * acceptance and the guard write: the claim expires and the mail goes twice, which for a reset link beats not at all.
 * The Message-ID is derived from the event id, so mail clients that de-duplicate by it show one message even then.
 * Recipients the server refuses while it takes the mail for the others are kept on the delivery row, not retried: a
 * retry would write to the others again. Once the mail is out, the outbox row forgets its secrets (a reset link).
 */
export function emailProcessor(deps: {
  transport: Transporter;
  from: string;
  guard: Redis;
  guardPrefix: string;
  /** How long a run's claim lasts (`claimMsFor` the transport's timeout). */
  claimMs: number;
  log: Logger;
  deliveries: DeliveryTracker;
}): Processor {
  return async (event, job) => {
    const attempt = job?.attempt;
    const mail = mailFor(event);
    if (!mail) return;
    const delivery = await deps.deliveries.stateOf(event.id);
    if (delivery === 'sent') {
      deps.log.info({ eventId: event.id, type: event.type }, 'mail already sent (delivery row); skipped');
      return;
    }
    if (delivery === 'none' && COMPLAINT_MAILS.has(event.type)) {
      // Its complaint was deleted since (the row went with it): its status is moot and its evidence link is gone.
      deps.log.info({ eventId: event.id, type: event.type }, 'complaint deleted before its mail went out; dropped');
      return;
    }
    const key = `${deps.guardPrefix}:mail-sent:${event.id}`;
    const claim = `${SENDING}${randomUUID()}`;
    if ((await deps.guard.set(key, claim, 'PX', deps.claimMs, 'NX')) === null) {
      const held = await deps.guard.get(key);
      if (held !== null && !held.startsWith(SENDING)) {
        deps.log.info({ eventId: event.id, type: event.type }, 'mail already sent; skipped');
        await deps.deliveries.sent(event.id, attempt);
        await deps.deliveries.forgetSecrets(event.id);
        return;
      }
      // Another run holds the claim (it is sending, or died sending): try again once the claim is over.
      const wait = Math.max(await deps.guard.pttl(key), 1_000);
      deps.log.info({ eventId: event.id, waitMs: wait }, 'mail being sent by another run; put back');
      if (job) return job.defer(wait);
      throw new Error('the mail is being sent by another run');
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
        await deps.guard.eval(RELEASE, 1, key, claim).catch(() => undefined);
        await deps.deliveries.failed(event.id, attempt, err.message).catch(() => undefined);
        throw err;
      });
    await deps.guard.set(key, info.messageId ?? '1', 'EX', GUARD_TTL_S).catch((err: Error) => {
      // Sent: retrying the job would send it again. The claim stays until it expires; a run after that sends again.
      deps.log.warn({ eventId: event.id, err: err.message }, 'mail sent but its guard was not written');
    });
    const refused = refusedOf(info);
    if (refused.length)
      deps.log.warn({ eventId: event.id, refused }, 'mail sent; the SMTP server refused some recipients');
    await deps.deliveries.sent(event.id, attempt, refused).catch((err: Error) => {
      // The mail went out; a stale "queued" on the screen is better than sending it again.
      deps.log.warn({ eventId: event.id, err: err.message }, 'mail sent but its delivery row was not updated');
    });
    // Should this fail, the retry finds the guard, sends nothing and forgets them then.
    await deps.deliveries.forgetSecrets(event.id);
    deps.log.info({ eventId: event.id, type: event.type, to: mail.to.length }, 'mail sent');
  };
}
