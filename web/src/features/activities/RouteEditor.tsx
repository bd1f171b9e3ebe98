import type { LineString } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import { DrawToolbar } from '../../map/DrawToolbar.tsx';
import { useKeyboardDrawing } from '../../map/KeyboardDrawing.tsx';
import { MapView } from '../../map/MapView.tsx';
import { useDrawing } from '../../map/useDrawing.ts';
import type { ViewState } from '../../map/views.ts';
import type { Drawing } from '../../map/zones.ts';
import { boundaryLayer } from './ActivityMap.tsx';
import { ACTIVITY_VIEW, activityView } from './activityView.ts';
import { activityTexts as t } from './texts.ts';

const drawingOf = (line: LineString | null): Drawing => ({
  type: 'FeatureCollection',
  features: line ? [{ type: 'Feature', properties: { id: 'route' }, geometry: line }] : [],
});

/**
 * The modal's route map: one polyline. While none is drawn only the line tool is offered; once drawn only the edit
 * tool (spec §2). Bounded like every activity map (spec §9). Remounted (with `initial` null) when a file replaces the
 * drawing. A line is drawn by clicks or, without a pointer, by the keyboard panel as in the send modals. Tells `onChange` of the line once the user has drawn or edited it.
 */
export function RouteEditor({
  initial,
  onChange,
}: {
  initial: LineString | null;
  onChange: (line: LineString | null) => void;
}) {
  const [view, setView] = useState<ViewState>(ACTIVITY_VIEW);
  const start = useMemo(() => drawingOf(initial), [initial]);
  const draw = useDrawing({ initial: start });
  const move = (next: ViewState) => setView(activityView(next));
  const keys = useKeyboardDrawing({ tool: draw.tool, view, onView: move, onShape: draw.addShape });
  const line = (draw.drawing.features.find((f) => f.geometry.type === 'LineString')?.geometry ??
    null) as LineString | null;
  const hasLine = line !== null;
  const boundary = useMemo(boundaryLayer, []);

  // Only the user's edits: the stored route shown at first is not a new drawing (it would replace a KML file).
  useEffect(() => {
    if (draw.revision > 0) onChange(line);
  }, [draw.revision, line, onChange]);

  return (
    <MapView
      className="route-map"
      label={t.routeMap}
      viewState={view}
      onViewStateChange={move}
      baseMap="streets"
      layers={[boundary, draw.layer, ...(keys.layer ?? [])]}
      {...draw.mapProps}
    >
      <DrawToolbar
        tool={draw.tool}
        onTool={draw.chooseTool}
        drawTools={hasLine ? ['edit'] : ['line']}
        hasShapes={false}
      />
      {keys.panel}
    </MapView>
  );
}
