import { useEffect, useState } from 'react';
import { clampCentre } from '../../lib/geoBox.ts';
import { DrawToolbar } from '../../map/DrawToolbar.tsx';
import { useKeyboardDrawing } from '../../map/KeyboardDrawing.tsx';
import { MapView } from '../../map/MapView.tsx';
import { useDrawing } from '../../map/useDrawing.ts';
import type { ViewState } from '../../map/views.ts';
import { AREA_BOUNDS, AREA_VIEW, polygonWkt } from './audience.ts';
import { audienceTexts as t } from './texts.ts';
import '../../map/map.css';

/**
 * The send modal's small map: exactly one polygon. While none is drawn only the polygon tool is offered; once
 * drawn it is replaced by edit and remove; removing the polygon offers drawing again (spec §2.7, §4).
 */
export function AreaMap({ onChange }: { onChange: (wkt: string) => void }) {
  const [view, setView] = useState<ViewState>(AREA_VIEW);
  const move = (next: ViewState) => setView(clampCentre({ ...next, minZoom: AREA_VIEW.minZoom }, AREA_BOUNDS));
  const draw = useDrawing();
  const keys = useKeyboardDrawing({ tool: draw.tool, view, onView: move, onShape: draw.addShape });
  const hasArea = draw.drawing.features.length > 0;
  const wkt = polygonWkt(draw.drawing.features.map((f) => f.geometry));

  useEffect(() => onChange(wkt), [wkt, onChange]);

  return (
    <MapView
      className="area-map"
      label={t.area}
      viewState={view}
      onViewStateChange={move}
      baseMap="streets"
      layers={[draw.layer, ...(keys.layer ?? [])]}
      {...draw.mapProps}
    >
      <DrawToolbar
        tool={draw.tool}
        onTool={draw.chooseTool}
        drawTools={hasArea ? [] : ['polygon']}
        hasShapes={hasArea}
      />
      {keys.panel}
    </MapView>
  );
}
