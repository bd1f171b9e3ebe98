import type { Layer } from '@deck.gl/core';
import { IconLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { Rgba } from '../../map/colors.ts';
import { clusterAtlas } from './clusterIcons.ts';
import type { pinAttributes, shapeAttributes } from './explorerData.ts';
import { LINE_WIDTH, PIN_ICON, PIN_SIZE } from './markers.ts';
import { outlineQuads } from './outlineQuads.ts';
import { type ClusterPoint, markerCount } from './pinClusters.ts';

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 24 24"><path fill="#fff" d="M12 1a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8zm0 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6z"/></svg>';
const PIN_ATLAS = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PIN_SVG)}`;
const PIN_MAPPING = { pin: { ...PIN_ICON, mask: true } };

type Pins = ReturnType<typeof pinAttributes>;
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

/** Every pin, coloured by type, from typed arrays: used from the zoom where clustering stops. */
export function pinLayer(pins: Pins): Layer {
  return new IconLayer({
    id: 'explorer-pins',
    data: {
      length: pins.length,
      attributes: {
        getPosition: { value: pins.positions, size: 2 },
        getColor: { value: pins.colors, size: 4, normalized: true },
      },
    } as never,
    iconAtlas: PIN_ATLAS,
    iconMapping: PIN_MAPPING,
    getIcon: () => 'pin',
    getSize: PIN_SIZE,
    sizeUnits: 'pixels',
  });
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
    new IconLayer<ClusterPoint>({
      id: 'explorer-lone-pins',
      data: single,
      getPosition: (c) => c.geometry.coordinates as [number, number],
      getColor: (c) => colorOf(c.properties.index),
      iconAtlas: PIN_ATLAS,
      iconMapping: PIN_MAPPING,
      getIcon: () => 'pin',
      getSize: PIN_SIZE,
      sizeUnits: 'pixels',
    }),
  ];
}
