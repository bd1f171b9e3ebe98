import { ScatterplotLayer } from '@deck.gl/layers';
import type { GeoAnswer } from '@ppd/domain';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MapView } from '../../../map/MapView.tsx';
import { fitFeatures, type ViewState } from '../../../map/views.ts';
import { AREA_VIEW } from '../../bulk-send/index.ts';
import { surveyTexts as t } from '../texts.ts';
import '../../../map/map.css';

/** The places visitors marked for a geolocation question, fitted in view. */
export function PointsMap({ points }: { points: readonly GeoAnswer[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ViewState>({ ...AREA_VIEW, minZoom: 3 });
  const count = points.length;
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
    <div ref={box} className="points-map" data-points={count}>
      <MapView label={t.pointsMap} viewState={view} onViewStateChange={setView} baseMap="streets" layers={[layer]} />
    </div>
  );
}
