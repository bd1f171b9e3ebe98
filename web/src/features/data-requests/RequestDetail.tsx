import { ARCO_RIGHTS, type ArcoRight, type DataRequestView, messages, dataRequestTexts as t } from '@ppd/domain';
import { useState } from 'react';
import { useDownload } from '../../lib/useDownload.ts';
import { showDay } from '../../ui/dayText.ts';
import { Button, useDialogs } from '../../ui/index.ts';
import { dataRequestsApi } from './dataRequestsApi.ts';
import { OpposeDialog, RectifyDialog } from './OperationDialogs.tsx';
import { RequestClock } from './RequestClock.tsx';

const people = messages.board.people;

/**
 * One request: the person, the right, its term and notes, and the four operations run for the person. The one of
 * the right asked for is the primary button (it answers the request); the others stay at hand (an export before a
 * cancellation). Once answered, none is offered.
 */
export function RequestDetail({ request, onChanged }: { request: DataRequestView; onChanged: () => Promise<unknown> }) {
  const dialogs = useDialogs();
  const downloads = useDownload();
  const [form, setForm] = useState<'rectification' | 'opposition' | null>(null);
  const { person } = request;

  const done = async (message: string) => {
    setForm(null);
    await onChanged();
    await dialogs.success(message);
  };
  const cancel = async () => {
    if (!(await dialogs.confirm(t.confirmCancel, { danger: true, okLabel: t.operations.cancellation }))) return;
    try {
      await dataRequestsApi.cancel(request.id);
      await done(t.cancelled);
    } catch (error) {
      await dialogs.failed(error);
    }
  };
  const run: Record<ArcoRight, () => void> = {
    access: () =>
      downloads.start(async () => {
        await dataRequestsApi.access(request.id);
        await onChanged();
      }),
    rectification: () => setForm('rectification'),
    cancellation: () => void cancel(),
    opposition: () => setForm('opposition'),
  };

  return (
    <article className="data-request-detail" aria-labelledby="data-request-title">
      <h2 id="data-request-title">
        {t.detailTitle(request.id)} · {t.rights[request.right]}
      </h2>
      <RequestClock request={request} />
      <dl className="details">
        <dt>{t.personLabel}</dt>
        <dd>{`${person.name} ${person.last_name}`}</dd>
        <dt>{people.email}</dt>
        <dd>{person.email}</dd>
        <dt>{people.phone}</dt>
        <dd>{person.phone_number ?? '—'}</dd>
        <dt>{t.receivedLabel}</dt>
        <dd>{showDay(request.received_on)}</dd>
        <dt>{t.notesLabel}</dt>
        <dd>{request.notes || '—'}</dd>
      </dl>
      {!request.answered_on && (
        <section className="data-request-operations" aria-label={t.operationsLabel}>
          <p className="muted">{t.answerHelp}</p>
          <div className="button-row">
            {ARCO_RIGHTS.map((right) => (
              <Button
                key={right}
                variant={right === request.right ? 'primary' : 'secondary'}
                busy={right === 'access' && downloads.busy()}
                onClick={run[right]}
              >
                {t.operations[right]}
              </Button>
            ))}
          </div>
        </section>
      )}
      {form === 'rectification' && <RectifyDialog request={request} onClose={() => setForm(null)} onDone={done} />}
      {form === 'opposition' && <OpposeDialog request={request} onClose={() => setForm(null)} onDone={done} />}
    </article>
  );
}
