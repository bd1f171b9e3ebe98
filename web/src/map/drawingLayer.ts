import {
  DrawPointMode,
  DrawRectangleMode,
  EditableGeoJsonLayer,
  ModifyMode,
  ViewMode,
} from '@deck.gl-community/editable-layers';
import { DRAW_COLOR, type Rgba } from './colors.ts';
import { DrawLineByClicksMode, DrawPolygonByClicksMode } from './drawModes.ts';
import type { Drawing, DrawnFeature } from './zones.ts';

export type DrawTool = 'line' | 'polygon' | 'rectangle' | 'marker' | 'edit' | 'remove';

/** The toolbar's drawing tools (no circle: influence zones come from a marker). */
export const DRAW_TOOLS: readonly DrawTool[] = ['line', 'polygon', 'rectangle', 'marker'];

const MODES = {
  line: DrawLineByClicksMode,
  polygon: DrawPolygonByClicksMode,
  rectangle: DrawRectangleMode,
  marker: DrawPointMode,
  edit: ModifyMode,
  remove: ViewMode,
} as const;

export const DRAWING_LAYER_ID = 'drawing';

export interface DrawingLayerOptions {
  drawing: Drawing;
  tool: DrawTool | null;
  selected: readonly number[];
  onEdit: (action: { updatedData: Drawing; editType: string; editContext: { featureIndexes?: number[] } }) => void;
  /** Colour of the features (the record's type colour on /registros). */
  color?: Rgba;
}

const isBuffer = (f: DrawnFeature) => f.properties?.typeGeometry === 'Buffer';

/** The editable layer holding what is drawn, in the mode of the chosen tool. */
export function drawingLayer({ drawing, tool, selected, onEdit, color = DRAW_COLOR }: DrawingLayerOptions) {
  const [r, g, b] = color;
  return new EditableGeoJsonLayer({
    id: DRAWING_LAYER_ID,
    data: drawing,
    mode: tool ? MODES[tool] : ViewMode,
    selectedFeatureIndexes: tool === 'edit' ? [...selected] : [],
    onEdit: onEdit as never,
    pickable: true,
    pointRadiusMinPixels: 7,
    pointRadiusMaxPixels: 12,
    lineWidthMinPixels: 3,
    getRadius: 8,
    getLineColor: (_f: DrawnFeature, isSelected: boolean) =>
      isSelected ? [255, 176, 32, 255] : ([r, g, b, 255] as Rgba),
    getFillColor: (f: DrawnFeature, isSelected: boolean) =>
      isSelected ? [255, 176, 32, 90] : ([r, g, b, isBuffer(f) ? 50 : 80] as Rgba),
    getTentativeLineColor: [255, 176, 32, 255],
    getTentativeFillColor: [255, 176, 32, 60],
    editHandlePointRadiusMinPixels: 5,
  });
}
