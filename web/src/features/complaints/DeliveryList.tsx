import { complaintTexts, type EmailDelivery, messages } from '@ppd/domain';
import { DateText } from '../../ui/index.ts';

const t = complaintTexts;

/**
 * The e-mails sent about the complaint, each with how its sending went; a failed notice to the visitor says so (the
 * update itself was saved), a failed evidence mail in the spec's words, and the addresses the mail server refused
 * in a mail it took for the others.
 */
export function DeliveryList({ deliveries }: { deliveries: readonly EmailDelivery[] }) {
  if (deliveries.length === 0) return <p className="muted">{t.noDeliveries}</p>;
  return (
    <ul className="complaint-deliveries">
      {deliveries.map((d) => (
        <li key={d.id} data-delivery-status={d.status}>
          <strong>{t.deliveryKinds[d.kind]}</strong> · {d.recipients.join(', ')} ·{' '}
          <span className={`delivery-${d.status}`}>{t.deliveryStatuses[d.status]}</span>
          {d.attempts > 1 && ` (${d.attempts} ${t.attempts})`} · <DateText value={d.sent_at ?? d.created_at} />
          {d.refused.length > 0 && (
            <p role="alert" className="complaint-error">
              {t.refused} {d.refused.join(', ')}
            </p>
          )}
          {d.status === 'failed' && (
            <p role="alert" className="complaint-error">
              {d.kind === 'status' ? t.noticeFailed : messages.complaints.evidenceFailed}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
