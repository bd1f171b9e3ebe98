import { messages } from '@ppd/domain';
import { useId, useState } from 'react';
import { Icon } from '../ui/Icon.tsx';
import { BASE_MAPS, type BaseMapId } from './basemaps.ts';

const texts = messages.geo.baseMap;

/** The 'Tipo de mapa' floating button and its panel (Mapa de calles / Mapa de satélite). */
export function BaseMapSwitch({ value, onChange }: { value: BaseMapId; onChange: (id: BaseMapId) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="map-basemap">
      <button
        type="button"
        className="map-fab"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="map" size={16} />
        {texts.title}
      </button>
      {open && (
        <fieldset id={panelId} className="map-panel map-basemap-panel">
          <legend>{texts.title}</legend>
          {(Object.keys(BASE_MAPS) as BaseMapId[]).map((id) => (
            <label key={id} className="map-radio">
              <input
                type="radio"
                name={`${panelId}-base`}
                checked={value === id}
                onChange={() => {
                  onChange(id);
                  setOpen(false);
                }}
              />
              {BASE_MAPS[id].label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
