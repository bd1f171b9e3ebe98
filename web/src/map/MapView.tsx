import type { Layer, MapViewState, PickingInfo } from '@deck.gl/core';
import { DeckGL } from '@deck.gl/react';
import { messages } from '@ppd/domain';
import { type ReactNode, useMemo } from 'react';
import { BASE_MAPS, type BaseMapId, baseMapLayer } from './basemaps.ts';
import { mapContext } from './renderer.ts';
import type { ViewState } from './views.ts';

const defaultCursor = ({ isDragging, isHovering }: { isDragging: boolean; isHovering: boolean }) =>
  isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab';

export interface MapViewProps {
  viewState: ViewState;
  onViewStateChange: (view: ViewState) => void;
  baseMap: BaseMapId;
  layers: readonly (Layer | null | false | undefined)[];
  onClick?: (info: PickingInfo, event: { srcEvent?: unknown }) => void;
  getCursor?: (state: { isDragging: boolean; isHovering: boolean }) => string;
  /** Off while drawing: a double click ends a line or polygon instead of zooming. */
  doubleClickZoom?: boolean;
  /** Floating controls and popups drawn over the map. */
  children?: ReactNode;
  label?: string;
  className?: string;
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
  className,
}: MapViewProps) {
  const base = useMemo(() => baseMapLayer(baseMap), [baseMap]);
  const deviceProps = useMemo(() => ({ webgl: mapContext() }), []);
  const controller = useMemo(() => ({ doubleClickZoom, dragRotate: false, touchRotate: false }), [doubleClickZoom]);
  return (
    <section className={['map-view', className].filter(Boolean).join(' ')} aria-label={label} data-basemap={baseMap}>
      <DeckGL
        viewState={viewState as MapViewState}
        onViewStateChange={({ viewState: next }) => onViewStateChange(next as ViewState)}
        controller={controller}
        layers={[base, ...layers]}
        onClick={onClick}
        getCursor={getCursor ?? defaultCursor}
        pickingRadius={6}
        useDevicePixels={1}
        deviceProps={deviceProps}
      />
      <p className="map-attribution">{BASE_MAPS[baseMap].attribution}</p>
      {children}
    </section>
  );
}
