import type { EmailDelivery } from '@ppd/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveryList } from './DeliveryList.tsx';

const evidence = (refused: string[], more: Partial<EmailDelivery> = {}): EmailDelivery => ({
  id: 1,
  kind: 'evidence',
  recipients: ['obras@alcaldia.mx', 'nadie@alcaldia.mx'],
  refused,
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-20T16:00:00Z',
  sent_at: '2026-11-20T16:00:02Z',
  ...more,
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

  it('says a failed notice to the visitor did not go out, not that the update failed', () => {
    const failed = { status: 'failed', attempts: 12, sent_at: null, last_error: 'connect ECONNREFUSED' } as const;
    const html = renderToStaticMarkup(
      <DeliveryList
        deliveries={[
          evidence([], { ...failed, id: 1, kind: 'status', recipients: ['ana@correo.mx'] }),
          evidence([], { ...failed, id: 2 }),
        ]}
      />,
    );
    const [notice, mail] = html.split('</li>').map(textOf);
    expect(notice).toContain('Aviso al visitante');
    expect(notice).toContain('No se pudo enviar el aviso al visitante');
    expect(notice).not.toContain('Hubo un error con la actualización de la denuncia');
    expect(mail).toContain('Hubo un error con el envío de la evidencia');
  });
});
