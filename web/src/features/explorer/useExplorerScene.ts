import type { Layer } from '@deck.gl/core';
import { WebMercatorViewport } from '@deck.gl/core';
import { useMemo, useState } from 'react';
import Supercluster from 'supercluster';
import { typeColor } from '../../map/colors.ts';
import { CLUSTER_UNTIL_ZOOM, type ViewState } from '../../map/views.ts';
import { type ExplorerRecord, pinAttributes, shapeAttributes } from './explorerData.ts';
import { type ClusterPoint, clusterLayers, pinLayer, shapeLayers } from './explorerLayers.ts';
import { indexRecords, needsRegion, type Region, recordsInRegion, regionFor } from './explorerView.ts';
import type { Box } from './spatialIndex.ts';

/** What the map draws now: the records near the view, the clusters (below zoom 11) and their layers. */
export interface Scene {
  viewport: WebMercatorViewport;
  /** The records drawn as shapes (and as pins from the clustering zoom on), in drawing order. */
  drawn: ExplorerRecord[];
  clusters: ClusterPoint[] | null;
  clusterIndex: Supercluster<{ index: number }>;
  layers: Layer[];
}

function clusterIndexOf(records: readonly ExplorerRecord[]) {
  const points = records.map((r, index) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: r.pin },
    properties: { index },
  }));
  return new Supercluster<{ index: number }>({ radius: 60, maxZoom: CLUSTER_UNTIL_ZOOM - 1 }).load(points);
}

/**
 * The layers are rebuilt only when the view leaves the region drawn last (the view plus a margin) or its zoom
 * changes by a step, not on every frame: panning redraws the same few thousand marks.
 */
export function useExplorerScene(
  shown: readonly ExplorerRecord[],
  view: ViewState,
  size: { width: number; height: number },
): Scene {
  const index = useMemo(() => indexRecords(shown), [shown]);
  const clusterIndex = useMemo(() => clusterIndexOf(shown), [shown]);
  const viewport = new WebMercatorViewport({ ...view, ...size });
  const bounds = viewport.getBounds() as unknown as Box;
  const [current, setCurrent] = useState<{ index: typeof index; region: Region } | null>(null);
  let drawnFor = current;
  if (!drawnFor || drawnFor.index !== index || needsRegion(drawnFor.region, bounds, view.zoom)) {
    drawnFor = { index, region: regionFor(bounds, view.zoom) };
    setCurrent(drawnFor);
  }
  const { region } = drawnFor;
  const scene = useMemo(() => {
    const drawn = recordsInRegion(index, region).map((i) => shown[i]!);
    const clusters =
      region.zoomLevel < CLUSTER_UNTIL_ZOOM
        ? (clusterIndex.getClusters([...region.box], region.zoomLevel) as ClusterPoint[])
        : null;
    const colorOf = (i: number) => typeColor(shown[i]?.id_tipo);
    const layers = [
      ...shapeLayers(shapeAttributes(drawn), region.zoom),
      ...(clusters ? clusterLayers(clusters, colorOf) : [pinLayer(pinAttributes(drawn))]),
    ];
    return { drawn, clusters, layers };
  }, [index, clusterIndex, region, shown]);
  return { ...scene, viewport, clusterIndex };
}
