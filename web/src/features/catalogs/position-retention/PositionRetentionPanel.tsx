import { positionRetention, positionRoutes, positionTexts as t } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../../lib/api.ts';
import { failureOf } from '../../../lib/queryClient.ts';
import { Button, FailureNotice, TextField, useDialogs, useForm } from '../../../ui/index.ts';

const retentionKey = ['position-retention'] as const;

function RetentionForm({ days }: { days: number }) {
  const form = useForm(positionRetention, { days: String(days) });
  const dialogs = useDialogs();
  const client = useQueryClient();
  const onSubmit = form.submit(async (body) => {
    await api.call(positionRoutes.saveRetention, { body });
    await client.invalidateQueries({ queryKey: retentionKey });
    await dialogs.success(t.retentionSaved);
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t.retentionField}
        inputMode="numeric"
        value={String(form.values.days ?? '')}
        error={form.errors.days}
        onChange={(e) => form.setField('days', e.target.value)}
      />
      <p className="muted">{t.retentionHelp}</p>
      <Button type="submit" disabled={form.submitting}>
        Guardar
      </Button>
    </form>
  );
}

/** Configuración › Posiciones de autoridades: how many days the authorities' position history is kept. */
export function PositionRetentionPanel() {
  const titleId = useId();
  const retention = useQuery({ queryKey: retentionKey, queryFn: () => api.call(positionRoutes.retention, {}) });
  return (
    <section className="catalog-section" aria-labelledby={titleId}>
      <header className="catalog-header">
        <h2 id={titleId}>{t.retentionTitle}</h2>
      </header>
      <FailureNotice failure={failureOf(retention)} />
      {retention.data && <RetentionForm key={retention.data.days} days={retention.data.days} />}
    </section>
  );
}
