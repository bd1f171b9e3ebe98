import {
  COMPLAINT_TRANSITIONS,
  type ComplaintDetail,
  complaintStatusBody,
  complaintTexts,
  messages,
} from '@ppd/domain';
import { isApiError, isGoneMeanwhile } from '../../lib/api.ts';
import { Button, Select, TextArea, useDialogs, useForm } from '../../ui/index.ts';
import { complaintsApi } from './complaintsApi.ts';

const t = complaintTexts;

/** Moved on (409) or deleted (404) by another gestor since the form was shown. */
const isRefusedMeanwhile = (error: unknown) => (isApiError(error) && error.status === 409) || isGoneMeanwhile(error);

/**
 * The report form (spec §4): from Abierta, Pendiente or Cerrado; from Pendiente only Cerrado; a closed complaint
 * shows its reply read-only. The reply box appears when closing or while the complaint is pending.
 */
export function ReportForm({ complaint, onSaved }: { complaint: ComplaintDetail; onSaved: () => void }) {
  const dialogs = useDialogs();
  const next = COMPLAINT_TRANSITIONS[complaint.status];
  const form = useForm(
    complaintStatusBody,
    { complaint_id: complaint.id, status: next.length === 1 ? next[0]! : '', reply: complaint.reply ?? '' },
    { onError: (error) => void dialogs.failed(error, messages.complaints.updateFailed) },
  );

  if (next.length === 0) {
    return (
      <section className="complaint-report" aria-label={t.reportForm}>
        <p>{t.finalStatus}</p>
        <TextArea label={t.reply} value={complaint.reply ?? ''} readOnly rows={3} />
      </section>
    );
  }
  const showReply = form.values.status === 'atendida' || complaint.status === 'en proceso';
  return (
    <form
      className="complaint-report"
      aria-label={t.reportForm}
      onSubmit={form.submit(async (body) => {
        // A reply drafted for Cerrado and left in the hidden box when Pendiente was chosen is not the gestor's answer.
        const sent = showReply ? body : { ...body, reply: undefined };
        const refused = await complaintsApi.report(sent).then(
          () => null,
          (error: unknown) => {
            if (!isRefusedMeanwhile(error)) throw error;
            return error;
          },
        );
        onSaved();
        // Another gestor moved or deleted it meanwhile: the spec's title, the server's reason, and the complaint as it
        // now is (or that it is gone).
        await (refused ? dialogs.failed(refused, messages.complaints.updateFailed) : dialogs.success(t.saved));
      })}
      noValidate
    >
      <Select
        label={t.newStatus}
        placeholder
        options={next.map((s) => ({ value: s, label: t.statusOptions[s as keyof typeof t.statusOptions] }))}
        {...form.field('status')}
      />
      {showReply && <TextArea label={t.reply} placeholder={t.replyPlaceholder} rows={3} {...form.field('reply')} />}
      <Button type="submit" icon="save" busy={form.submitting}>
        {t.save}
      </Button>
    </form>
  );
}
