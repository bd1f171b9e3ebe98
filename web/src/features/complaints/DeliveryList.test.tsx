import type { EmailDelivery } from '@ppd/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveryList } from './DeliveryList.tsx';

const evidence = (refused: string[]): EmailDelivery => ({
  id: 1,
  kind: 'evidence',
  recipients: ['obras@alcaldia.mx', 'nadie@alcaldia.mx'],
  refused,
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-20T16:00:00Z',
  sent_at: '2026-11-20T16:00:02Z',
});

const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the complaint e-mails list', () => {
  it('names the addresses the mail server refused in a mail it sent to the others', () => {
    const html = renderToStaticMarkup(<DeliveryList deliveries={[evidence(['nadie@alcaldia.mx'])]} />);
    expect(textOf(html)).toContain('Enviado');
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain('El servidor de correo rechazó: nadie@alcaldia.mx');
  });

  it('says nothing more when every address took it', () => {
    const html = renderToStaticMarkup(<DeliveryList deliveries={[evidence([])]} />);
    expect(html).not.toContain('role="alert"');
    expect(textOf(html)).not.toContain('rechazó');
  });
});
