import { TileLayer } from '@deck.gl/geo-layers';
import { BitmapLayer } from '@deck.gl/layers';
import { messages } from '@ppd/domain';

export type BaseMapId = 'streets' | 'satellite';

interface BaseMap {
  label: string;
  url: string;
  attribution: string;
  maxZoom: number;
}

const texts = messages.geo.baseMap;

/** The two tile services of the spec: an open street map and satellite imagery. */
export const BASE_MAPS: Record<BaseMapId, BaseMap> = {
  streets: {
    label: texts.streets,
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: texts.attributionStreets,
    maxZoom: 19,
  },
  satellite: {
    label: texts.satellite,
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    attribution: texts.attributionSatellite,
    maxZoom: 19,
  },
};

/**
 * The base map as a tile layer. Tiles that cannot be fetched (offline, blocked) are skipped quietly: the
 * neutral background of the map container shows through and the data layers keep working.
 */
export function baseMapLayer(id: BaseMapId) {
  const base = BASE_MAPS[id];
  return new TileLayer<ImageBitmap | null>({
    id: `base-${id}`,
    data: base.url,
    minZoom: 0,
    maxZoom: base.maxZoom,
    tileSize: 256,
    maxRequests: 12,
    onTileError: () => {},
    renderSubLayers: (props) => {
      if (!props.data) return null;
      const [[west, south], [east, north]] = props.tile.boundingBox as [[number, number], [number, number]];
      return new BitmapLayer({
        id: `${props.id}-bitmap`,
        image: props.data,
        bounds: [west, south, east, north],
      });
    },
  });
}
