import {
  type ComplaintCategory,
  OPEN311_STATUS_OF,
  type Open311Request,
  type Open311Service,
  open311Texts,
} from '@ppd/domain';
import type { RequestRow } from './queries.ts';

/** A category as a service: realtime (a request is a complaint at once), with no extra attributes. */
export const serviceOf = (k: Pick<ComplaintCategory, 'id' | 'name'>): Open311Service => ({
  service_code: String(k.id),
  service_name: k.name,
  description: k.name,
  metadata: false,
  type: 'realtime',
  keywords: '',
  group: open311Texts.group,
});

/** About 100 m: what a public listing shows of where a complaint was made. */
const roughly = (degrees: number | null) => (degrees === null ? null : Math.round(degrees * 1000) / 1000);

export interface Presenting {
  /** A gestor's view: exact position and the evidence's address. */
  staff: boolean;
  publicUrl: string;
  expected: ReadonlyMap<number, string>;
}

export function requestOf(c: RequestRow, p: Presenting): Open311Request {
  const place = p.staff ? (v: number | null) => v : roughly;
  return {
    service_request_id: c.id,
    status: OPEN311_STATUS_OF[c.status],
    status_notes: c.reply || null,
    service_name: c.category_name,
    service_code: String(c.category_id),
    description: c.text || null,
    agency_responsible: null,
    service_notice: null,
    requested_datetime: c.date.toISOString(),
    updated_datetime: c.updated_at.toISOString(),
    expected_datetime: p.expected.get(c.id) ?? null,
    address: null,
    address_id: null,
    zipcode: null,
    lat: place(c.lat),
    long: place(c.lon),
    media_url: p.staff && c.url ? `${p.publicUrl}${c.url}` : null,
  };
}
