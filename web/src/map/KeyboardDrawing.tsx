import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { messages } from '@ppd/domain';
import type { Geometry, Position } from 'geojson';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../ui/index.ts';
import { DRAW_COLOR } from './colors.ts';
import type { DrawTool } from './drawingLayer.ts';
import { KEY_TOOLS, panned, parseCoordinates, shapeOf } from './keyDrawing.ts';
import type { ViewState } from './views.ts';

const texts = messages.geo.draw.keys;

interface Props {
  tool: DrawTool | null;
  view: ViewState;
  onView: (view: ViewState) => void;
  onShape: (geometry: Geometry) => void;
}

/**
 * Drawing without a pointer (WCAG 2.5.7, 2.1.1), beside the clicks of the chosen tool: a focusable centre mark the
 * arrow keys move (Space adds a vertex there, Enter closes the shape), the same as buttons, and coordinates typed or
 * pasted. `layer` draws the vertices placed so far.
 */
export function useKeyboardDrawing({ tool, view, onView, onShape }: Props) {
  const [vertices, setVertices] = useState<Position[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const fieldId = useId();
  const needed = tool ? KEY_TOOLS[tool] : undefined;
  const finish = (points: Position[]) => {
    const shape = tool ? shapeOf(tool, points) : null;
    if (!shape) return setProblem(texts.tooFew(needed ?? 0));
    setVertices([]);
    setProblem('');
    onShape(shape);
  };
  const add = () => {
    const next = [...vertices, [view.longitude, view.latitude]];
    if (tool === 'marker') finish(next);
    else setVertices(next);
  };
  const onKey = (event: KeyboardEvent) => {
    const moved = panned(view, event.key);
    const act = moved
      ? () => onView(moved)
      : event.key === ' '
        ? add
        : event.key === 'Enter'
          ? () => finish(vertices)
          : null;
    if (!act) return;
    event.preventDefault();
    act();
  };
  const drawCoordinates = () => {
    const points = parseCoordinates(text);
    if (!points) return setProblem(texts.badCoordinates);
    finish(points);
  };
  if (needed === undefined) return { panel: null, layer: null };
  const panel = (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a point on a map, moved by keys, has no native element */}
      <div className="map-centre" role="button" tabIndex={0} aria-label={texts.centre} onKeyDown={onKey} />
      <section className="map-panel map-keys" aria-label={texts.title} data-map-edge="bottom">
        <h2 className="map-panel-title">{texts.title}</h2>
        <p role="status">{texts.vertices(vertices.length)}</p>
        <div className="map-keys-actions">
          <Button variant="secondary" onClick={add}>
            {texts.add}
          </Button>
          {tool !== 'marker' && (
            <Button variant="secondary" onClick={() => finish(vertices)}>
              {texts.close}
            </Button>
          )}
        </div>
        <label htmlFor={fieldId}>{texts.coordinates}</label>
        <textarea id={fieldId} className="input" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        <Button variant="secondary" onClick={drawCoordinates}>
          {texts.drawCoordinates}
        </Button>
        {problem && <p role="alert">{problem}</p>}
      </section>
    </>
  );
  const layer =
    vertices.length === 0
      ? null
      : [
          new PathLayer({
            id: 'key-path',
            data: [vertices],
            getPath: (p: Position[]) => p as [number, number][],
            getColor: DRAW_COLOR,
            getWidth: 2,
            widthUnits: 'pixels',
          }),
          new ScatterplotLayer({
            id: 'key-vertices',
            data: vertices,
            getPosition: (p: Position) => p as [number, number],
            getFillColor: DRAW_COLOR,
            getRadius: 5,
            radiusUnits: 'pixels',
          }),
        ];
  return { panel, layer };
}
