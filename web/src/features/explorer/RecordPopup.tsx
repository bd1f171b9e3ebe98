import { formatDate, messages } from '@ppd/domain';
import { useMemo, useState } from 'react';
import { summarize } from '../../map/describe.ts';
import { formatExplorerLength, formatHa } from '../../map/measures.ts';
import { Icon, IconButton, Modal } from '../../ui/index.ts';
import { MediaView, mediaKind } from '../records/media.tsx';
import type { ExplorerRecord } from './explorerData.ts';

const texts = messages.geo.explorer;

/** A record's popup: name, description, media, classification, date, geometry type and coordinates or size. */
export function RecordPopup({
  record,
  position,
  onClose,
}: {
  record: ExplorerRecord;
  position: [number, number];
  onClose: () => void;
}) {
  const [enlarged, setEnlarged] = useState(false);
  const summary = useMemo(() => summarize({ type: 'FeatureCollection', features: record.features }), [record]);
  const kind = mediaKind(record.file_type);
  // Spec §9: 500 px wide for landscape images, 300 px for portrait and audio.
  const width = kind === 'image' || kind === 'video' ? 500 : 300;
  const size = summary.hasPolygons
    ? `${formatHa(summary.areaHa)} · ${formatExplorerLength(summary.lengthKm)}`
    : summary.hasLines
      ? formatExplorerLength(summary.lengthKm)
      : null;
  const rows: [string, string][] = [
    [texts.project, record.proyecto_nombre],
    [texts.category, record.cat_principal_nombre],
    [texts.subcategory, record.cat_secundaria_nombre],
    [texts.date, formatDate(record.fecha_levantamiento)],
    [texts.geometryType, summary.types],
    size ? [texts.size, size] : [texts.coordinates, summary.coordinates],
  ];
  return (
    <div
      className="explorer-popup map-panel"
      role="dialog"
      aria-label={record.nombre}
      style={{ left: position[0], top: position[1], width: Math.min(width, 420) }}
    >
      <div className="explorer-popup-head">
        <h3>{record.nombre}</h3>
        <IconButton icon="close" label={texts.closePopup} onClick={onClose} />
      </div>
      <p className="muted">{record.descripcion}</p>
      {kind && (
        <div className="explorer-popup-media">
          <MediaView folder={record.media_folder} fileType={record.file_type} height={130} alt={record.nombre} />
          {kind !== 'audio' && (
            <button type="button" className="btn btn-link" onClick={() => setEnlarged(true)}>
              <Icon name="maximize" size={14} /> {texts.enlarge}
            </button>
          )}
        </div>
      )}
      <dl className="explorer-popup-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {enlarged && (
        <Modal open title={record.nombre} onClose={() => setEnlarged(false)} size="lg">
          <MediaView folder={record.media_folder} fileType={record.file_type} height={500} alt={record.nombre} />
        </Modal>
      )}
    </div>
  );
}
