import { webhookTexts as texts, type WebhookDeliveryView } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useInFlight } from '../../lib/useInFlight.ts';
import { Button, DateText, useDialogs } from '../../ui/index.ts';
import { IntegrationTable } from './IntegrationTable.tsx';
import { webhookKeys, webhookQueries, webhooksApi } from './webhooksApi.ts';

/** One endpoint's recent deliveries: how each went, and "Reenviar" for one that is no longer being tried. */
export function WebhookDeliveries({ endpointId, labelledBy }: { endpointId: number; labelledBy: string }) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const log = useQuery(webhookQueries.deliveries(endpointId));
  const resending = useInFlight();
  const deliveries = log.data ?? [];

  const resend = async (d: WebhookDeliveryView) => {
    try {
      await resending.run(d.id, () => webhooksApi.resend(endpointId, d.id));
    } catch (error) {
      await dialogs.failed(error);
      return;
    }
    await client.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
    await dialogs.success(texts.resent);
  };

  return (
    <div className="webhook-log">
      <IntegrationTable labelledBy={labelledBy} columns={texts.columns} query={log} empty={texts.noDeliveries}>
        {deliveries.map((d) => (
          <tr key={d.id}>
            <td data-label={texts.columns.event}>
              <code>{d.event_type}</code>
            </td>
            <td data-label={texts.columns.status}>{texts.statuses[d.status]}</td>
            <td data-label={texts.columns.attempts}>{d.attempts}</td>
            <td data-label={texts.columns.answer}>
              {d.last_status !== null && <strong>{d.last_status} </strong>}
              {d.last_answer}
            </td>
            <td data-label={texts.columns.time}>
              <DateText value={d.last_attempt_at ?? d.created_at} />
            </td>
            <td data-label={texts.columns.actions}>
              {d.status !== 'pending' && (
                <Button variant="secondary" busy={resending.has(d.id)} onClick={() => resend(d)}>
                  {texts.resend}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </IntegrationTable>
    </div>
  );
}
