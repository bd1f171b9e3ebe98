import { messages } from '@ppd/domain';
import { useRef, useState } from 'react';
import { Icon } from '../../ui/index.ts';
import type { ExportFormat } from './exporters.ts';

const texts = messages.geo.explorer;
const FORMATS = [
  ['geojson', texts.geojson],
  ['kml', texts.kml],
  ['shp', texts.shapefile],
] as const;

/**
 * The explorer's export button and its menu of formats; `busy` while an export runs (it takes no click then, and
 * keeps the focus the chosen format hands back to it).
 */
export function ExportMenu({ busy, onExport }: { busy: boolean; onExport: (format: ExportFormat) => void }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="map-basemap">
      <button
        ref={button}
        type="button"
        className="map-fab"
        aria-expanded={open}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => !busy && setOpen((o) => !o)}
      >
        <Icon name="download" size={16} />
        {texts.export}
      </button>
      {open && (
        <div className="map-panel map-basemap-panel" role="menu" aria-label={texts.export}>
          {FORMATS.map(([format, label]) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className="btn btn-ghost"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                onExport(format);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
