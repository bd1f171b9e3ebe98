import Supercluster from 'supercluster';
import { CLUSTER_UNTIL_ZOOM } from '../../map/views.ts';
import type { Box } from './spatialIndex.ts';

/** A marker's records: how many, and for a lone record its place in the shown list (else -1). */
export interface MarkerProperties {
  records: number;
  index: number;
}

export type ClusterPoint = Supercluster.ClusterFeature<MarkerProperties> | Supercluster.PointFeature<MarkerProperties>;

/** How many records a marker stands for (1 for a lone pin). */
export const markerCount = (m: ClusterPoint) => m.properties.records;

/** The clusters of the shown pins below CLUSTER_UNTIL_ZOOM. */
export interface PinClusters {
  at: (box: Box, zoomLevel: number) => ClusterPoint[];
  /** The zoom at which a marker of several records comes apart. */
  expansionZoom: (marker: ClusterPoint) => number;
}

/**
 * Supercluster's radius, in pixels; pins are first binned in cells half of it wide at the last clustered zoom: a
 * cluster takes in cells around it anyway, and Supercluster's time grows with the cells (a map full of pins has
 * about 5,000 of them, not 20,000 as with cells a quarter of the radius wide).
 */
const RADIUS_PX = 60;
const CELL_PX = RADIUS_PX / 2;

/**
 * Clusters as Supercluster makes them, of the pins binned first into cells of CELL_PX at zoom CLUSTER_UNTIL_ZOOM - 1:
 * a million pins become a few thousand weighted points, whose weights the clusters add up. A cell of several
 * records is drawn as a cluster of them (it would be one at that zoom anyway); a cell of one is the record's pin.
 */
export function clusterPins(pins: Float64Array, shown: readonly number[]): PinClusters {
  const cellsPerTurn = Math.ceil((512 * 2 ** (CLUSTER_UNTIL_ZOOM - 1)) / CELL_PX);
  const cells = new Map<number, { lon: number; lat: number; records: number; index: number }>();
  shown.forEach((r, index) => {
    const [lon, lat] = [pins[2 * r]!, pins[2 * r + 1]!];
    const sin = Math.sin((lat * Math.PI) / 180);
    const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
    // Under 2^30: a small integer for V8, which a Map hashes without boxing it.
    const key = Math.floor(((lon + 180) / 360) * cellsPerTurn) * cellsPerTurn + Math.floor(y * cellsPerTurn);
    const cell = cells.get(key);
    if (!cell) cells.set(key, { lon, lat, records: 1, index });
    else {
      cell.lon += lon;
      cell.lat += lat;
      cell.records += 1;
      cell.index = -1;
    }
  });
  const points = [...cells.values()].map(({ lon, lat, records, index }) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [lon / records, lat / records] },
    properties: { records, index },
  }));
  const supercluster = new Supercluster<MarkerProperties, MarkerProperties>({
    radius: RADIUS_PX,
    maxZoom: CLUSTER_UNTIL_ZOOM - 1,
    map: ({ records }) => ({ records, index: -1 }),
    reduce: (sum, { records }) => {
      sum.records += records;
    },
  }).load(points);
  return {
    at: (box, zoomLevel) => supercluster.getClusters([...box], zoomLevel),
    expansionZoom: (marker) =>
      'cluster' in marker.properties && marker.properties.cluster
        ? supercluster.getClusterExpansionZoom(Number(marker.id))
        : CLUSTER_UNTIL_ZOOM,
  };
}
