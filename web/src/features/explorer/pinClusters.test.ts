import { describe, expect, it } from 'vitest';
import { CLUSTER_UNTIL_ZOOM } from '../../map/views.ts';
import { clusterPins, markerCount } from './pinClusters.ts';

// At zoom 10 a pixel is about 0.0007° of longitude: records 0–2 share a cell, 3 is 20 px away, 4 far off.
const pins = Float64Array.from([-89, 20, -89, 20, -89.00001, 20, -88.986, 20, -85, 18]);
const world = [-180, -85, 180, 85] as const;

describe('pin clusters', () => {
  it('adds up the records of a cell and keeps a lone record’s place in the shown list', () => {
    const clusters = clusterPins(pins, [0, 1, 2, 3, 4]);
    const markers = clusters.at(world, 10);
    expect(markers.map(markerCount).sort()).toEqual([1, 4]);
    const lone = markers.find((m) => markerCount(m) === 1)!;
    expect(lone.properties.index).toBe(4);
    const group = markers.find((m) => markerCount(m) === 4)!;
    expect(clusters.expansionZoom(group)).toBeLessThanOrEqual(CLUSTER_UNTIL_ZOOM);
    expect(clusters.at(world, 3).map(markerCount)).toEqual([5]);
  });

  it('draws a cell of several records as their cluster, which comes apart past the clustering zoom', () => {
    const clusters = clusterPins(pins, [0, 1, 2]);
    const [cell] = clusters.at(world, 10);
    expect(cell && markerCount(cell)).toBe(3);
    expect(cell?.properties.index).toBe(-1);
    expect(clusters.expansionZoom(cell!)).toBe(CLUSTER_UNTIL_ZOOM);
  });
});
