import type { Layer } from '@deck.gl/core';
import { WebMercatorViewport } from '@deck.gl/core';
import { useMemo, useState } from 'react';
import { typeColor } from '../../map/colors.ts';
import type { Glide, Size } from '../../map/glide.ts';
import { CLUSTER_UNTIL_ZOOM, type ViewState } from '../../map/views.ts';
import { pinAttributes, shapeAttributes } from './explorerData.ts';
import { clusterLayers, pinLayer, shapeLayers } from './explorerLayers.ts';
import { aheadOf, boundsOf, needsRegion, offCentre, type Region, recordsInRegion, regionFor } from './explorerView.ts';
import { type MapData, typeOf } from './mapData.ts';
import { type ClusterPoint, clusterPins, type PinClusters } from './pinClusters.ts';
import type { PinIcons } from './pinIcons.ts';
import { indexRecords, type RecordIndex, unpackRecordIndex } from './recordIndex.ts';
import type { Box } from './spatialIndex.ts';

/** What the map draws now: the records near the view, the clusters (below zoom 11) and their layers. */
export interface Scene {
  viewport: WebMercatorViewport;
  /** The shown records' spatial index (positions in the shown list). */
  index: RecordIndex;
  /** The records drawn as shapes (and as pins from the clustering zoom on), in drawing order. */
  drawn: number[];
  clusters: ClusterPoint[] | null;
  clusterIndex: PinClusters;
  layers: Layer[];
  /** What a glided map's canvas is drawn for. */
  glide: Glide | undefined;
}

/**
 * How the map is drawn: its size, glided (software WebGL) or not, whether its view is at rest, and the category
 * icons for the pins (once loaded).
 */
export interface Drawing {
  size: Size;
  glided: boolean;
  resting: boolean;
  pinIcons: PinIcons | null;
}

/**
 * The region to draw now: the one kept, or a new one when the view leaves it (centred ahead of the view when it was
 * panned out of it) or, glided and at rest, is off its centre.
 */
function regionNow(kept: Region | null, view: ViewState, bounds: Box, { size, glided, resting }: Drawing): Region {
  if (!kept || needsRegion(kept, bounds, view.zoom, glided)) {
    const panned = kept && !resting && kept.view.zoom === view.zoom;
    return regionFor(view, size, panned ? aheadOf(kept, view) : undefined);
  }
  return glided && resting && offCentre(kept, bounds) ? regionFor(view, size) : kept;
}

/**
 * The layers are rebuilt only when the view leaves the region drawn last (the view plus a margin), its zoom
 * changes by a step or the map's size changes, not on every frame: panning redraws the same few thousand marks.
 * A glided map (software WebGL) is drawn for the region's view and moved, not redrawn, while panning within it; at
 * rest, off centre, it is drawn again around the view.
 */
export function useExplorerScene(data: MapData, shown: readonly number[], view: ViewState, drawing: Drawing): Scene {
  const { size, glided } = drawing;
  // The payload's worker indexed every record with a pin, which the filter shows first. `shown` only ever holds
  // records with a pin, in order, so the same count means the same records.
  const index = useMemo(
    () => (data.pinnedIndex?.count === shown.length ? unpackRecordIndex(data.pinnedIndex) : indexRecords(data, shown)),
    [data, shown],
  );
  const clusterIndex = useMemo(() => clusterPins(data.pins, shown), [data, shown]);
  const viewport = new WebMercatorViewport({ ...view, ...size });
  const [current, setCurrent] = useState<{ index: typeof index; region: Region } | null>(null);
  const kept = current?.index === index && current.region.size === size ? current.region : null;
  const region = regionNow(kept, view, boundsOf(viewport), drawing);
  if (region !== kept) setCurrent({ index, region });
  const clustered = region.zoomLevel < CLUSTER_UNTIL_ZOOM;
  // Icons on the pins only where every pin is drawn: the clustered map is not drawn again when they come.
  const pinIcons = clustered ? null : drawing.pinIcons;
  const scene = useMemo(() => {
    const drawn = recordsInRegion(index, region).map((k) => shown[k]!);
    const clusters = clustered ? clusterIndex.at(region.box, region.zoomLevel) : null;
    const colorOf = (k: number) => typeColor(typeOf(data, shown[k]!));
    const pins = () => pinLayer(pinAttributes(data, drawn, pinIcons?.cellOf), pinIcons?.atlas ?? null);
    const layers = [
      ...shapeLayers(shapeAttributes(data, drawn), region.view.zoom),
      ...(clusters ? clusterLayers(clusters, colorOf) : [pins()]),
    ];
    return { drawn, clusters, layers };
  }, [data, index, clusterIndex, region, shown, clustered, pinIcons]);
  return { ...scene, viewport, index, clusterIndex, glide: glided ? region : undefined };
}
