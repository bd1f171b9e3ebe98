import {
  COMPLAINT_STATUSES,
  type ComplaintListRow,
  complaintDatesDiffer,
  complaintMediaDate,
  complaintTexts,
  folio,
  hasLocation,
  messages,
} from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isGoneMeanwhile } from '../../lib/api.ts';
import { failureOf } from '../../lib/queryClient.ts';
import { isAdminAtom } from '../../lib/session.ts';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import {
  Button,
  DateText,
  FailureNotice,
  MediaView,
  MetadataModal,
  mediaDateUnavailable,
  useDialogs,
} from '../../ui/index.ts';
import { ClaimBar, type Claims, useClaimOnOpen } from '../claims/index.ts';
import { ComplaintMap } from './ComplaintMap.tsx';
import { complaintMetadataDate } from './complaintMetadata.ts';
import { complaintKeys, complaintsApi } from './complaintsApi.ts';
import { DeliveryList } from './DeliveryList.tsx';
import { ReportForm } from './ReportForm.tsx';

const t = complaintTexts;

/**
 * One complaint: map, text, dates, media, the report form, the category's recipients and the e-mails sent. Its own
 * read shows it (the list's row until that arrives), so it stays when the list's filter no longer holds it.
 */
export function ComplaintDetail({
  id,
  listed,
  claims,
  onDeleted,
  onChanged,
}: {
  id: number;
  listed: ComplaintListRow | null;
  /** Opening it claims it; while another gestor holds it, its status form is not offered. */
  claims: Claims;
  onDeleted: () => void;
  onChanged: (id?: number) => void;
}) {
  const dialogs = useDialogs();
  // Deleting destroys the citizen's evidence: administrators only, as the server allows.
  const isAdmin = useAtomValue(isAdminAtom);
  const [metadataOpen, setMetadataOpen] = useState(false);
  const [sending, setSending] = useState(false);
  // While an e-mail waits or is retried, look again every few seconds.
  const detail = useQuery({
    queryKey: complaintKeys.detail(id),
    queryFn: () => complaintsApi.detail(id),
    refetchInterval: (q) =>
      q.state.data?.deliveries.some((d) => d.status === 'queued' || d.status === 'retrying') ? 2_000 : false,
  });
  const c = detail.data ?? null;
  const complaint = c ?? listed;
  useClaimOnOpen(claims, id, complaint !== null && complaint.status !== 'atendida');
  const changed = () => {
    onChanged(id);
    void detail.refetch();
  };
  const readAgainAndThrow = (error: unknown): never => {
    changed();
    throw error;
  };

  const deletion = useConfirmedDelete<{ id: number }>({
    question: messages.complaints.confirmDelete,
    // Refused (deleted or changed by another gestor meanwhile): read the list and the complaint again.
    remove: (item) => complaintsApi.remove(item.id).catch(readAgainAndThrow),
    onDeleted: () => {
      onDeleted();
      onChanged();
    },
    deleted: messages.generic.deleted,
  });
  const send = async (of: Parameters<typeof complaintsApi.sendEvidence>[0]) => {
    setSending(true);
    try {
      await complaintsApi.sendEvidence(of);
      changed();
      await dialogs.success(t.evidenceQueued);
    } catch (error) {
      // The spec's failure text, over the server's reason when it refused (no recipients, no longer pending), and
      // the complaint as it now is.
      changed();
      await dialogs.failed(error, messages.complaints.evidenceFailed);
    } finally {
      setSending(false);
    }
  };

  // Deleted meanwhile (by another gestor, and no push told this screen): nothing left to act on.
  if (isGoneMeanwhile(detail.error)) {
    return (
      <article className="complaint-detail" aria-label={folio(id)}>
        <p role="alert" className="complaint-warning">
          {detail.error.message}
        </p>
      </article>
    );
  }
  if (!complaint) return <FailureNotice failure={failureOf(detail)} />;
  return (
    <article className="complaint-detail" aria-label={folio(complaint.id)}>
      <header className="complaint-detail-head">
        <h2>
          {folio(complaint.id)} · {complaint.category_name}
        </h2>
        <span className={`complaint-status status-${complaint.status.replace(' ', '-')}`}>
          {COMPLAINT_STATUSES[complaint.status]}
        </span>
        {complaint.status === 'en proceso' && (
          <Button icon="send" onClick={() => send(complaint)} busy={sending}>
            {t.send}
          </Button>
        )}
        {isAdmin && (
          <Button
            variant="danger"
            icon="remove"
            onClick={() => void deletion.remove(complaint)}
            busy={deletion.busy(complaint)}
          >
            {t.delete}
          </Button>
        )}
      </header>
      <ClaimBar claims={claims} id={complaint.id} />
      {complaint.lat !== null && complaint.lon !== null && hasLocation({ lat: complaint.lat, lon: complaint.lon }) && (
        <ComplaintMap point={{ id: complaint.id, lat: complaint.lat, lon: complaint.lon }} />
      )}
      <dl className="complaint-facts">
        <dt>{t.text}</dt>
        <dd>{complaint.text || t.noText}</dd>
        <dt>{t.reportDate}</dt>
        <dd>
          <DateText value={complaint.date} />
        </dd>
        <dt>{t.mediaDate}</dt>
        {/* The media's metadata is the detail read's. */}
        <dd>{c && (complaintMediaDate(c.file_type, c.media_metadata) ?? mediaDateUnavailable(c.file_type))}</dd>
      </dl>
      {c && complaintDatesDiffer(c) && (
        <p role="alert" className="complaint-warning">
          {messages.complaints.datesMismatch}
        </p>
      )}
      {complaint.url ? (
        <div className="complaint-media">
          <MediaView folder={complaint.url} fileType={complaint.file_type} height={320} alt={folio(complaint.id)} />
          <Button variant="secondary" icon="info" onClick={() => setMetadataOpen(true)}>
            {t.metadata}
          </Button>
        </div>
      ) : (
        <p className="muted">{t.noMedia}</p>
      )}
      <FailureNotice failure={failureOf(detail)} />
      {c && !claims.blocked(c.id) && <ReportForm key={`${c.id}:${c.status}`} complaint={c} onSaved={changed} />}
      <section aria-label={t.recipients}>
        <h3>{t.recipients}</h3>
        {c && (c.recipients.length ? <p>{c.recipients.join(', ')}</p> : <p className="muted">{t.noRecipients}</p>)}
      </section>
      <section aria-label={t.deliveries}>
        <h3>{t.deliveries}</h3>
        {c && <DeliveryList deliveries={c.deliveries} />}
      </section>
      {metadataOpen && c && (
        <MetadataModal
          fileType={c.file_type}
          metadata={c.media_metadata}
          formatDate={complaintMetadataDate(c.file_type)}
          onClose={() => setMetadataOpen(false)}
        />
      )}
    </article>
  );
}
