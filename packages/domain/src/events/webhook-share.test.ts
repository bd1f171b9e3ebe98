import { describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE, webhookEventTypes, webhookPayloadFor } from '../events.ts';
import { idsOf } from './webhook-share.ts';

const person = { id: 7, type: 'visitor' as const, email: 'ana@example.org', name: 'Ana', last_name: 'Ruiz' };

describe('what a webhook may carry', () => {
  it('sends only the ids of an event marked personal', () => {
    expect(webhookPayloadFor('visitor.signed_up', { person })).toEqual({ person: { id: 7 } });
    expect(idsOf({ alert: { id: 3, visitor_id: 9, lat: 19.4, user_info: { name: 'Ana' } }, userId: 2 })).toEqual({
      alert: { id: 3, visitor_id: 9 },
      userId: 2,
    });
  });

  it('sends only the public fields its catalogue entry names', () => {
    const complaint = {
      id: 4,
      category_id: 1,
      category_name: 'Basura',
      status: 'atendida' as const,
      previous_status: 'en proceso' as const,
      reply: 'Le llamamos al 5512345678',
      visitor_id: 9,
    };
    expect(webhookPayloadFor('complaint.status_changed', { complaint, email: 'ana@example.org' })).toEqual({
      complaint: { id: 4, category_id: 1, status: 'atendida', previous_status: 'en proceso' },
    });
  });

  it('offers no event whose entry does not say what it shares, and never a secret', () => {
    expect(webhookEventTypes()).not.toContain('user.password_reset_requested');
    expect(webhookEventTypes()).not.toContain('client.action');
    expect(webhookPayloadFor('user.password_reset_requested', {} as never)).toBeNull();
    for (const type of webhookEventTypes()) expect(EVENT_CATALOGUE[type].secrets ?? []).toEqual([]);
  });
});
