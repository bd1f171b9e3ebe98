import { COMPLAINT_STATUSES } from '../constants.ts';
import { folio } from '../folio.ts';
import { ROOMS } from '../realtime.ts';
import type { CatalogueSection } from './spec.ts';

type ComplaintEvent = 'complaint.filed' | 'complaint.status_changed' | 'complaint.evidence_sent' | 'complaint.deleted';

export const complaintEvents: CatalogueSection<ComplaintEvent> = {
  // The back-office sees a new complaint at once; the device that filed it has it already, the visitor's others
  // (signed in to the same account) are told.
  'complaint.filed': {
    queues: ['audit', 'notify'],
    webhook: {
      fields: [
        'complaint.id',
        'complaint.category_id',
        'complaint.category_name',
        'complaint.status',
        'complaint.date',
      ],
    },
    audit: ({ complaint: c }) => ({
      module: 'Denuncias',
      action: 'Nueva denuncia',
      observation: `Denuncia ${folio(c.id)} (${c.category_name}) presentada desde la app`,
    }),
    push: ({ complaint }) => [
      { event: 'complaint:filed', rooms: [ROOMS.gestores, ROOMS.visitor(complaint.visitor_id)], data: { complaint } },
    ],
  },
  'complaint.deleted': {
    queues: ['audit', 'notify'],
    webhook: { fields: ['complaint.id', 'complaint.category_name'] },
    audit: ({ complaint: c }) => ({
      module: 'Denuncias',
      action: 'Eliminación de denuncia',
      observation: `Denuncia ${folio(c.id)} (${c.category_name}) eliminada`,
    }),
    // The board and the complainant's app (whose earlier status notifications now lead nowhere).
    push: ({ complaint }) => [
      {
        event: 'complaint:deleted',
        rooms: [ROOMS.gestores, ROOMS.visitor(complaint.visitor_id)],
        data: { complaint: { id: complaint.id } },
      },
    ],
    // The push reaches only connected devices; the inbox row tells the complainant on their next look.
    notify: ({ complaint: c }) => [
      {
        userId: c.visitor_id,
        kind: 'complaint.deleted',
        title: 'Denuncia eliminada',
        body: `Su denuncia ${folio(c.id)} (${c.category_name}) fue eliminada.`,
        data: { complaintId: c.id },
      },
    ],
  },
  'complaint.status_changed': {
    queues: ['audit', 'email', 'notify'],
    webhook: { fields: ['complaint.id', 'complaint.category_id', 'complaint.status', 'complaint.previous_status'] },
    audit: ({ complaint: c }) => ({
      module: 'Denuncias',
      action: 'Actualización de estado de denuncia',
      observation: `Denuncia ${folio(c.id)}: ${COMPLAINT_STATUSES[c.previous_status]} → ${COMPLAINT_STATUSES[c.status]}`,
    }),
    push: ({ complaint }) => [
      { event: 'complaint:updated', rooms: [ROOMS.gestores, ROOMS.visitor(complaint.visitor_id)], data: { complaint } },
    ],
    notify: ({ complaint: c }) => [
      {
        userId: c.visitor_id,
        kind: 'complaint.status_changed',
        title: `Su denuncia ${folio(c.id)} está ${COMPLAINT_STATUSES[c.status]}`,
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
      observation: `Denuncia ${folio(complaint.id)} (${complaint.category_name}) enviada a ${recipients.join(', ')}`,
    }),
  },
};
