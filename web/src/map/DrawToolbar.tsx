import { messages } from '@ppd/domain';
import { Icon } from '../ui/index.ts';
import { DRAW_TOOLS, type DrawTool } from './drawingLayer.ts';

const texts = messages.geo.draw;

const LABELS: Record<DrawTool, string> = {
  line: texts.line,
  polygon: texts.polygon,
  rectangle: texts.rectangle,
  marker: texts.marker,
  edit: texts.edit,
  remove: texts.remove,
};

const HINTS: Record<DrawTool, string> = {
  line: texts.hintLine,
  polygon: texts.hintPolygon,
  rectangle: texts.hintRectangle,
  marker: texts.hintMarker,
  edit: texts.hintEdit,
  remove: texts.hintRemove,
};

export interface DrawToolbarProps {
  tool: DrawTool | null;
  onTool: (tool: DrawTool | null) => void;
  /** The drawing tools offered (all four by default). */
  drawTools?: readonly DrawTool[];
  /** Edit and remove appear only when something is drawn (spec §4). */
  hasShapes: boolean;
}

/** The vertical draw toolbar: line, polygon, rectangle, marker; then edit and remove once shapes exist. */
export function DrawToolbar({ tool, onTool, drawTools = DRAW_TOOLS, hasShapes }: DrawToolbarProps) {
  const tools: DrawTool[] = [...drawTools, ...(hasShapes ? (['edit', 'remove'] as const) : [])];
  return (
    <>
      <div
        className="map-draw map-toolbar"
        data-map-edge="left"
        role="toolbar"
        aria-label={texts.toolbar}
        aria-orientation="vertical"
      >
        {tools.map((t) => (
          <button
            key={t}
            type="button"
            className="map-tool"
            aria-pressed={tool === t}
            aria-label={LABELS[t]}
            title={LABELS[t]}
            onClick={() => onTool(t)}
          >
            <Icon name={t} />
          </button>
        ))}
      </div>
      {tool && (
        <p className="map-hint map-hint-center" role="status">
          {HINTS[tool]}
        </p>
      )}
    </>
  );
}
