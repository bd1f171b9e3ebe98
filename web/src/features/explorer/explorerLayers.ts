import type { Layer } from '@deck.gl/core';
import { IconLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { Rgba } from '../../map/colors.ts';
import { clusterAtlas } from './clusterIcons.ts';
import type { shapeAttributes } from './explorerData.ts';
import { LINE_WIDTH } from './markers.ts';
import { outlineQuads } from './outlineQuads.ts';
import { type ClusterPoint, markerCount } from './pinClusters.ts';
import { type PinBuffers, PinsLayer } from './pinsLayer.ts';

type Shapes = ReturnType<typeof shapeAttributes>;

/**
 * Polygon fills and the outlines of lines and polygons (as thin quads) from typed arrays, one draw call each. No layer is
 * pickable: clicks are resolved on the CPU (hitTest.ts), so deck.gl never renders a picking pass.
 */
export function shapeLayers(shapes: Shapes, zoom: number): Layer[] {
  return [
    polygonsLayer('explorer-fills', shapes.fills),
    polygonsLayer('explorer-outlines', outlineQuads(shapes.paths, zoom, LINE_WIDTH)),
  ];
}

/** Flat polygons from binary buffers (positions, start indices, per-vertex RGBA), drawn as given. */
function polygonsLayer(
  id: string,
  polygons: { length: number; startIndices: Uint32Array; positions: Float64Array; colors: Uint8Array },
): Layer {
  return new SolidPolygonLayer({
    id,
    data: {
      length: polygons.length,
      startIndices: polygons.startIndices,
      attributes: {
        getPolygon: { value: polygons.positions, size: 2 },
        getFillColor: { value: polygons.colors, size: 4, normalized: true },
      },
    } as never,
    _normalize: false,
  });
}

/**
 * Every pin, coloured by type, from typed arrays, with its category's icon from `iconAtlas` when it has one: used
 * from the zoom where clustering stops.
 */
export function pinLayer(pins: PinBuffers, iconAtlas: HTMLCanvasElement | null): Layer {
  return new PinsLayer({ id: 'explorer-pins', data: pins, iconAtlas });
}

/** Below the clustering zoom: clusters as counted circles (one icon each), lone records as pins. */
export function clusterLayers(clusters: readonly ClusterPoint[], colorOf: (index: number) => Rgba): Layer[] {
  const groups = clusters.filter((c) => markerCount(c) > 1);
  const single = clusters.filter((c) => markerCount(c) === 1);
  const { atlas, mapping } = clusterAtlas(groups.map(markerCount));
  return [
    new IconLayer<ClusterPoint>({
      id: 'explorer-clusters',
      data: groups,
      getPosition: (c) => c.geometry.coordinates as [number, number],
      iconAtlas: atlas as never,
      iconMapping: mapping,
      getIcon: (c) => String(markerCount(c)),
      getSize: (c) => mapping[String(markerCount(c))]?.height ?? 0,
      sizeUnits: 'pixels',
    }),
    new PinsLayer({ id: 'explorer-lone-pins', data: pinBuffers(single, colorOf) }),
  ];
}

function pinBuffers(pins: readonly ClusterPoint[], colorOf: (index: number) => Rgba): PinBuffers {
  const positions = new Float64Array(pins.length * 2);
  const colors = new Uint8Array(pins.length * 4);
  pins.forEach((pin, i) => {
    positions.set(pin.geometry.coordinates, i * 2);
    colors.set(colorOf(pin.properties.index), i * 4);
  });
  return { length: pins.length, positions, colors };
}
