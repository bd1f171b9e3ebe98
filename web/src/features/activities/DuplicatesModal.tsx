import type { DuplicateActivity } from '@ppd/domain';
import { lazy } from 'react';
import { Loaded, Modal } from '../../ui/index.ts';
import type { ActivityMarker } from './ActivityMap.tsx';
import { showActivitySpan } from './activityDates.ts';
import { activityTexts as t } from './texts.ts';

const ActivityMap = lazy(async () => ({ default: (await import('./ActivityMap.tsx')).ActivityMap }));

/** One colour per activity, the new one first (the legend beside the list says which is which). */
const PALETTE = ['#E4572E', '#2E86AB', '#A23B72', '#F18F01', '#3B8B5A', '#6C4AB6', '#C73E1D', '#1B998B'];
export const markerColor = (index: number) => PALETTE[index % PALETTE.length]!;

/** After a create: the activities registered at the same date and time, each with its coloured marker (spec §2). */
export function DuplicatesModal({
  created,
  duplicates,
  onClose,
}: {
  created: { nombre: string; lat: number | null; lng: number | null };
  duplicates: readonly DuplicateActivity[];
  onClose: () => void;
}) {
  const rows = [
    { id: 0, name: `${created.nombre} (${t.newEvent})`, lat: created.lat, lng: created.lng, when: '' },
    ...duplicates.map((d) => ({
      id: d.evento_id,
      name: d.nombre_evento,
      lat: d.lat,
      lng: d.lng,
      when: showActivitySpan(d),
    })),
  ];
  const markers: ActivityMarker[] = rows.flatMap((r, i) =>
    r.lat !== null && r.lng !== null ? [{ id: r.id, lat: r.lat, lng: r.lng, color: markerColor(i) }] : [],
  );
  return (
    <Modal open size="lg" title={t.duplicatesTitle} onClose={onClose}>
      <p>{t.duplicatesIntro}</p>
      <ul className="duplicate-list">
        {rows.map((r, i) => (
          <li key={r.id}>
            <span className="legend-swatch" style={{ background: markerColor(i) }} aria-hidden />
            <strong>{r.name}</strong> {r.when && <span className="muted">{r.when}</span>}
          </li>
        ))}
      </ul>
      <Loaded fallback={<div className="activity-map" />}>
        <ActivityMap markers={markers} label={t.duplicatesTitle} />
      </Loaded>
    </Modal>
  );
}
