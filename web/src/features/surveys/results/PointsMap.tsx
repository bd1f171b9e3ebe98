import { ScatterplotLayer } from '@deck.gl/layers';
import type { GeoAnswer } from '@ppd/domain';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MapView } from '../../../map/MapView.tsx';
import { fitFeatures, type ViewState } from '../../../map/views.ts';
import { type ChartFigures, useChartTable } from '../../../ui/index.ts';
import { AREA_VIEW } from '../../bulk-send/index.ts';
import { surveyTexts as t } from '../texts.ts';
import '../../../map/map.css';

const place = (p: GeoAnswer) =>
  `${p.lat.toLocaleString('es-MX', { maximumFractionDigits: 5 })}, ${p.lng.toLocaleString('es-MX', { maximumFractionDigits: 5 })}`;

/** The map's places as Ver datos reads them: each place (to about a metre) and how many answers marked it. */
function placeFigures(points: readonly GeoAnswer[]): ChartFigures {
  const times = new Map<string, number>();
  for (const p of points) times.set(place(p), (times.get(place(p)) ?? 0) + 1);
  return { labels: [...times.keys()], series: [{ key: 'times', label: t.timesColumn, values: [...times.values()] }] };
}

/** The places visitors marked for a geolocation question, fitted in view, and as a table on demand. */
export function PointsMap({ points }: { points: readonly GeoAnswer[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ViewState>({ ...AREA_VIEW, minZoom: 3 });
  const count = points.length;
  const figures = useChartTable(t.pointsMap, () => placeFigures(points), t.placeColumn);
  useLayoutEffect(() => {
    const size = box.current?.getBoundingClientRect() ?? { width: 520, height: 300 };
    const features = points.map((p) => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    }));
    setView(fitFeatures({ type: 'FeatureCollection', features }, size, { ...AREA_VIEW, minZoom: 3 }, 40, 15));
    // Refit only when markers are added, not on each refetch of the same answers.
  }, [count]); // eslint-disable-line react-hooks/exhaustive-deps
  const layer = useMemo(
    () =>
      new ScatterplotLayer<GeoAnswer>({
        id: 'answers',
        data: [...points],
        getPosition: (p) => [p.lng, p.lat],
        getFillColor: [203, 40, 51],
        getLineColor: [255, 255, 255],
        stroked: true,
        getRadius: 7,
        radiusUnits: 'pixels',
        lineWidthUnits: 'pixels',
        getLineWidth: 2,
      }),
    [points],
  );
  return (
    <div className="chart-figures">
      <div ref={box} className="points-map" data-points={count}>
        <MapView label={t.pointsMap} viewState={view} onViewStateChange={setView} baseMap="streets" layers={[layer]} />
      </div>
      {figures.toggle}
      {figures.table}
    </div>
  );
}
