import { COMPLAINT_STATUSES } from '../constants.ts';
import { ROOMS } from '../realtime.ts';
import type { CatalogueSection } from './spec.ts';

type ComplaintEvent = 'complaint.status_changed' | 'complaint.evidence_sent';

export const complaintEvents: CatalogueSection<ComplaintEvent> = {
  'complaint.status_changed': {
    queues: ['audit', 'email', 'notify'],
    audit: ({ complaint: c }) => ({
      module: 'Denuncias',
      action: 'Actualización de estado de denuncia',
      observation: `Denuncia F-${c.id}: ${COMPLAINT_STATUSES[c.previous_status]} → ${COMPLAINT_STATUSES[c.status]}`,
    }),
    push: ({ complaint }) => [
      { event: 'complaint:updated', rooms: [ROOMS.gestores, ROOMS.visitor(complaint.visitor_id)], data: { complaint } },
    ],
    notify: ({ complaint: c }) => [
      {
        userId: c.visitor_id,
        kind: 'complaint.status_changed',
        title: `Tu denuncia F-${c.id} está ${COMPLAINT_STATUSES[c.status]}`,
        body: c.reply ?? '',
        data: { complaintId: c.id, status: c.status },
      },
    ],
  },
  'complaint.evidence_sent': {
    queues: ['audit', 'email'],
    audit: ({ complaint, recipients }) => ({
      module: 'Denuncias',
      action: 'Envío de evidencia',
      observation: `Denuncia F-${complaint.id} (${complaint.category_name}) enviada a ${recipients.join(', ')}`,
    }),
  },
};
