import { messages } from '@ppd/domain';
import { formatHa, formatKm, measure } from './measures.ts';
import type { Drawing } from './zones.ts';

const texts = messages.geo.draw;

/** The kind of a drawn feature as shown to the user (rectangles and influence zones by name). */
export function featureKindLabel(feature: Drawing['features'][number]): string {
  if (feature.properties?.typeGeometry === 'Buffer') return texts.kinds.Buffer ?? '';
  if (feature.properties?.shape === 'Rectangle') return texts.kinds.Rectangle ?? '';
  return texts.kinds[feature.geometry.type] ?? feature.geometry.type;
}

/** One line per drawn shape: a line's length, a polygon's area and length, a zone's radius. */
export function MeasuresPanel({ drawing }: { drawing: Drawing }) {
  if (drawing.features.length === 0) return null;
  return (
    <section className="map-panel map-measures" aria-label={texts.measures} data-map-edge="bottom">
      <h2 className="map-panel-title">{texts.measures}</h2>
      <ul>
        {drawing.features.map((f, i) => {
          const m = measure(f.geometry);
          const radius = f.properties?.typeGeometry === 'Buffer' ? f.properties.radioValueParsed : undefined;
          return (
            <li key={String(f.properties?.id ?? i)}>
              <strong>{featureKindLabel(f)}</strong>
              {radius != null && (
                <span>
                  {texts.radius}: {formatKm(Number(radius))}
                </span>
              )}
              {m.areaHa != null && (
                <span>
                  {texts.area}: {formatHa(m.areaHa)}
                </span>
              )}
              {m.lengthKm != null && (
                <span>
                  {texts.length}: {formatKm(m.lengthKm)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
