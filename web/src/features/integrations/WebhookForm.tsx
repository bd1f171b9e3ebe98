import { webhookTexts as texts, webhookEndpointBody, webhookEventTypes } from '@ppd/domain';
import { useId } from 'react';
import { Button, Checkbox, TextField, useForm } from '../../ui/index.ts';
import { webhooksApi } from './webhooksApi.ts';

const OFFERED = webhookEventTypes();

/** URL and the catalogue events to send; on success, the new endpoint's secret goes to `onCreated`. */
export function WebhookForm({ onCreated }: { onCreated: (secret: string) => Promise<void> }) {
  const legendId = useId();
  const form = useForm(webhookEndpointBody, { url: '', events: [] as string[] });
  const chosen = new Set(form.values.events);
  const toggle = (type: string, on: boolean) =>
    form.setField('events', on ? [...chosen, type] : [...chosen].filter((t) => t !== type));

  const create = form.submit(async (body) => {
    const { secret } = await webhooksApi.create(body);
    form.reset();
    await onCreated(secret);
  });

  return (
    <form className="webhook-form" onSubmit={create} noValidate>
      <TextField label={texts.url} type="url" placeholder="https://" {...form.field('url')} />
      <fieldset
        className={['field', 'webhook-events', form.errors.events && 'field-invalid'].filter(Boolean).join(' ')}
      >
        <legend id={legendId} className="field-label">
          {texts.events}
        </legend>
        <div className="webhook-event-list">
          {OFFERED.map((type) => (
            <Checkbox
              key={type}
              label={type}
              checked={chosen.has(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
          ))}
        </div>
        {form.errors.events && <p className="field-error">{form.errors.events}</p>}
      </fieldset>
      <Button type="submit" icon="plus" busy={form.submitting}>
        {texts.add}
      </Button>
    </form>
  );
}
