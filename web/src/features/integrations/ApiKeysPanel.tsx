import { type ApiKeyView, issueApiKeyBody, apiKeyTexts as texts } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import { Button, DateText, SettingsSection, TextField, useForm } from '../../ui/index.ts';
import { apiKeyKeys, apiKeyQueries, apiKeysApi } from './apiKeysApi.ts';
import { IntegrationTable } from './IntegrationTable.tsx';
import { IssuedKey } from './IssuedKey.tsx';

/**
 * Configuración → Integraciones → Claves de API: issue a key for an integration (shown once), see which are in use
 * and revoke one. Only the key's first characters are kept to tell them apart.
 */
export function ApiKeysPanel() {
  const titleId = useId();
  const client = useQueryClient();
  const list = useQuery(apiKeyQueries.list);
  const keys = list.data ?? [];
  const [issued, setIssued] = useState<string | null>(null);
  const form = useForm(issueApiKeyBody, { name: '' });
  const refresh = () => client.invalidateQueries({ queryKey: apiKeyKeys.all });

  const issue = form.submit(async ({ name }) => {
    const { key } = await apiKeysApi.issue(name);
    setIssued(key);
    form.reset();
    await refresh();
  });
  const revoking = useConfirmedDelete<ApiKeyView>({
    question: (k) => texts.confirmRevoke(k.name),
    remove: async (k) => {
      await apiKeysApi.revoke(k.id);
      await refresh();
    },
    deleted: texts.revokedDone,
  });

  return (
    <SettingsSection title={texts.title} titleId={titleId} className="api-keys">
      <p className="muted">{texts.intro}</p>
      <form className="api-key-form" onSubmit={issue} noValidate>
        <TextField label={texts.name} {...form.field('name')} />
        <Button type="submit" icon="plus" busy={form.submitting}>
          {texts.issue}
        </Button>
      </form>
      {issued && <IssuedKey value={issued} />}
      <IntegrationTable labelledBy={titleId} columns={texts.columns} query={list} empty={texts.none}>
        {keys.map((k) => (
          <ApiKeyRow key={k.id} apiKey={k} revoking={revoking} />
        ))}
      </IntegrationTable>
    </SettingsSection>
  );
}

type Revoking = ReturnType<typeof useConfirmedDelete<ApiKeyView>>;

function ApiKeyRow({ apiKey: k, revoking }: { apiKey: ApiKeyView; revoking: Revoking }) {
  return (
    <tr>
      <td data-label={texts.columns.name}>{k.name}</td>
      <td data-label={texts.columns.hint}>
        <code>{k.hint}…</code>
      </td>
      <td data-label={texts.columns.created}>
        <DateText value={k.created_at} />
      </td>
      <td data-label={texts.columns.status}>
        {k.revoked_at ? (
          <>
            {texts.revoked} <DateText value={k.revoked_at} />
          </>
        ) : (
          texts.active
        )}
      </td>
      <td data-label={texts.columns.actions}>
        {!k.revoked_at && (
          <Button variant="danger" busy={revoking.busy(k)} onClick={() => revoking.remove(k)}>
            {texts.revoke}
          </Button>
        )}
      </td>
    </tr>
  );
}
