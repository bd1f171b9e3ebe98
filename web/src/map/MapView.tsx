import type { LayersList, MapViewState, PickingInfo } from '@deck.gl/core';
import { DeckGL } from '@deck.gl/react';
import { messages } from '@ppd/domain';
import { type CSSProperties, type ReactNode, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { BASE_MAPS, type BaseMapId, baseMapLayer } from './basemaps.ts';
import { type Glide, glideCanvas, glideOffset, type Offset, type Size, shownView } from './glide.ts';
import { mapContext } from './renderer.ts';
import type { ViewState } from './views.ts';

const defaultCursor = ({ isDragging, isHovering }: { isDragging: boolean; isHovering: boolean }) =>
  isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab';

const BASE_CANVAS: Partial<CSSStyleDeclaration> = { pointerEvents: 'none' };

export interface MapViewProps {
  viewState: ViewState;
  onViewStateChange: (view: ViewState) => void;
  baseMap: BaseMapId;
  /** Drawn over the base map. A new array draws them again: a glided map keeps one while only the view moves. */
  layers: LayersList;
  onClick?: (info: PickingInfo, event: { srcEvent?: unknown }) => void;
  getCursor?: (state: { isDragging: boolean; isHovering: boolean }) => string;
  /** Off while drawing: a double click ends a line or polygon instead of zooming. */
  doubleClickZoom?: boolean;
  /** Floating controls and popups drawn over the map. */
  children?: ReactNode;
  label?: string;
  /** What the drawing shows, said in words to a screen reader (the canvas is an image to it); `label` by default. */
  description?: string;
  className?: string;
  /**
   * Glide: the view the canvas is drawn for, over the map's size grown by GLIDE_MARGIN on each side. The canvas is
   * then moved (by the compositor, nothing redrawn) to show `viewState` as long as the caller keeps this glide.
   */
  glide?: Glide;
}

/** A deck.gl map over a street or satellite base map; the container's neutral background shows without tiles. */
export function MapView({
  viewState,
  onViewStateChange,
  baseMap,
  layers,
  onClick,
  getCursor,
  doubleClickZoom = true,
  children,
  label = messages.geo.map.region,
  description = label,
  className,
  glide,
}: MapViewProps) {
  const baseLayers = useMemo(() => [baseMapLayer(baseMap)], [baseMap]);
  const deviceProps = useMemo(() => ({ webgl: mapContext() }), []);
  const controller = useMemo(() => ({ doubleClickZoom, dragRotate: false, touchRotate: false }), [doubleClickZoom]);
  const canvas = useGlideCanvas(glide, viewState);
  const drawnView = (glide?.view ?? viewState) as MapViewState;
  const id = `map${useId()}`;
  return (
    <section className={['map-view', className].filter(Boolean).join(' ')} aria-label={label} data-basemap={baseMap}>
      <div className="map-canvas" style={canvas.style} role="img" aria-label={description}>
        {/* The base map has a canvas of its own: a tile coming in redraws the tiles, not every record over them. */}
        <DeckGL
          id={`${id}-base`}
          viewState={drawnView}
          layers={baseLayers}
          useDevicePixels={1}
          deviceProps={deviceProps}
          style={BASE_CANVAS}
        />
        <DeckGL
          id={id}
          viewState={drawnView}
          onViewStateChange={({ viewState: next }) => onViewStateChange(canvas.shown(next as ViewState))}
          controller={controller}
          layers={layers}
          onClick={onClick}
          getCursor={getCursor ?? defaultCursor}
          pickingRadius={6}
          useDevicePixels={1}
          deviceProps={deviceProps}
        />
      </div>
      <p className="map-attribution">{BASE_MAPS[baseMap].attribution}</p>
      {children}
    </section>
  );
}

/**
 * A glided map's canvas: its size and place, moved by the offset from the drawn view to the shown one, and the view
 * shown when deck.gl's controller asks for a drawn view (read with the offset the page has, which the pointer's
 * position on the canvas was measured with).
 */
function useGlideCanvas(glide: Glide | undefined, shown: ViewState) {
  const canvas = glide ? glideCanvas(glide.size) : null;
  const offset: Offset = canvas && glide ? glideOffset(glide.view, shown, canvas) : [0, 0];
  const applied = useRef<{ offset: Offset; canvas: Size | null }>({ offset, canvas });
  useLayoutEffect(() => {
    applied.current = { offset, canvas };
  });
  const style: CSSProperties | undefined = canvas
    ? { ...canvas, right: 'auto', bottom: 'auto', transform: `translate(${offset[0]}px, ${offset[1]}px)` }
    : undefined;
  // A glided map goes to a double click's or a key's view at once: deck.gl's animation towards it would take the
  // drawn view given back (not the one it sent) for an interruption, and stop.
  const shownFrom = (next: ViewState) => {
    const { offset: moved, canvas: current } = applied.current;
    return current ? { ...shownView(next, moved, current), transitionDuration: 0 } : next;
  };
  return { style, shown: shownFrom };
}
