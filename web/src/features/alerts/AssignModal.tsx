import { type AlertView, assignBody, folio, messages, timeSince } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { FormModal, ListStates, useDialogs, useForm } from '../../ui/index.ts';
import { ResponderFix } from '../positions/index.ts';
import { alertQueries, alertsApi } from './alertsApi.ts';
import { assignOrRefuse } from './assignFailure.ts';

const t = messages.board.alerts;

/**
 * Choose one of the active authorities for an open alert, nearest it first (with the distance and age of each one's
 * fix, the closest free one marked, and the time since each was last seen). The assigned alert the API answers goes
 * to `onAssigned` (the board shows it at once, push or not). The authority's refusal shows under the choice; any
 * other failure (the alert no longer open, ...) closes the modal, shows the error dialog with the server's message
 * and calls `onRefused` so the board shows the alert as it now is.
 */
export function AssignModal({
  alert,
  onClose,
  onAssigned,
  onRefused,
}: {
  alert: AlertView;
  onClose: () => void;
  onAssigned: (alert: AlertView) => void;
  onRefused: () => void;
}) {
  const dialogs = useDialogs();
  const authorities = useQuery(alertQueries.activeAuthorities(alert.id));
  const form = useForm(assignBody, { alert_id: String(alert.id), autoridad_id: '' });

  const save = form.submit(async (data) => {
    const assigned = await assignOrRefuse(
      () => alertsApi.assign(data.alert_id, data.autoridad_id),
      async (error) => {
        onClose();
        onRefused();
        await dialogs.failed(error);
      },
    );
    if (!assigned) return;
    onAssigned(assigned.alert);
    onClose();
    await dialogs.success(messages.alerts.assigned);
  });

  return (
    <FormModal
      title={`${t.assignTitle} · ${folio(alert.id)}`}
      onClose={onClose}
      formId="assign-form"
      formClassName="form"
      onSubmit={save}
      closeLabel={messages.ui.cancel}
      submitLabel={t.assign}
      busy={form.submitting}
    >
      <fieldset className="assign-options" aria-describedby={form.errors.autoridad_id ? 'assign-error' : undefined}>
        <legend className="field-label">{t.authorityField}</legend>
        <ListStates rows={authorities.data} query={authorities} empty={t.noActive}>
          {(rows) =>
            rows.map((a) => (
              <label key={a.id} className="assign-option">
                <input
                  type="radio"
                  name="autoridad_id"
                  value={a.id}
                  checked={form.values.autoridad_id === String(a.id)}
                  onChange={() => form.setField('autoridad_id', String(a.id))}
                />
                <span className="assign-name">
                  {a.name} {a.last_name}
                  {a.name_category && <span className="muted"> · {a.name_category}</span>}
                  <ResponderFix authority={a} />
                </span>
                <span className="assign-seen">
                  {t.lastSeen}: {timeSince(a.last_date, a.now, t.never)}
                </span>
              </label>
            ))
          }
        </ListStates>
      </fieldset>
      {form.errors.autoridad_id && (
        <p id="assign-error" className="field-error" role="alert">
          {form.errors.autoridad_id}
        </p>
      )}
    </FormModal>
  );
}
