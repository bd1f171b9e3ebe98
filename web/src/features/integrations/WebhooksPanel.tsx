import { messages, webhookTexts as texts, type WebhookEndpointView } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import { Button, DateText, FailureNotice, SettingsSection } from '../../ui/index.ts';
import { IssuedKey } from './IssuedKey.tsx';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';
import { WebhookForm } from './WebhookForm.tsx';
import { webhookKeys, webhookQueries, webhooksApi } from './webhooksApi.ts';
import './webhooks.css';

/**
 * Configuración → Integraciones → Webhooks: register an endpoint (its secret shown once), see where events go,
 * open an endpoint's deliveries, delete one.
 */
export function WebhooksPanel() {
  const client = useQueryClient();
  const list = useQuery(webhookQueries.list);
  const endpoints = list.data ?? [];
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: webhookKeys.all });
  const removing = useConfirmedDelete<WebhookEndpointView>({
    question: (e) => texts.removeConfirm(e.url),
    remove: async (e) => {
      await webhooksApi.remove(e.id);
      await refresh();
    },
    deleted: texts.removed,
  });

  return (
    <SettingsSection title={texts.title} className="webhooks">
      <p className="muted">{texts.intro}</p>
      <WebhookForm
        onCreated={async (created) => {
          setSecret(created);
          await refresh();
        }}
      />
      {secret && <IssuedKey value={secret} note={texts.secretOnce} />}
      <FailureNotice failure={failureOf(list)} />
      {endpoints.length === 0 && !list.isError && (
        <p className="muted">{list.isPending ? messages.ui.loading : texts.none}</p>
      )}
      <ul className="webhook-list">
        {endpoints.map((e) => (
          <li key={e.id}>
            <EndpointRow
              endpoint={e}
              open={open === e.id}
              onToggle={() => setOpen(open === e.id ? null : e.id)}
              removing={removing}
            />
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}

type Removing = ReturnType<typeof useConfirmedDelete<WebhookEndpointView>>;

function EndpointRow(p: { endpoint: WebhookEndpointView; open: boolean; onToggle: () => void; removing: Removing }) {
  const urlId = useId();
  const e = p.endpoint;
  return (
    <article className="webhook-endpoint">
      <header>
        <code id={urlId}>{e.url}</code>
        <DateText value={e.created_at} />
        <Button variant="secondary" aria-expanded={p.open} onClick={p.onToggle}>
          {p.open ? texts.hideLog : texts.log}
        </Button>
        <Button variant="danger" busy={p.removing.busy(e)} onClick={() => p.removing.remove(e)}>
          {texts.remove}
        </Button>
      </header>
      <p className="muted">{e.events.join(', ')}</p>
      {p.open && <WebhookDeliveries endpointId={e.id} labelledBy={urlId} />}
    </article>
  );
}
