/**
 * The city boundary drawn on the event maps: four sections as WGS84 MultiPolygons with the properties of the
 * spec's 'TRES SECCIONES' dataset (§3). That dataset is not available, so these sections are our own, drawn inside
 * the event map's box (§9: latitude 19.3953–19.4321, longitude -99.2292 to -99.1740). Replace the coordinates
 * with the real outline when it is supplied; the shape of the collection stays.
 */
export interface BoundaryFeature {
  type: 'Feature';
  properties: {
    Name: string;
    description: null;
    altitudeMode: 'clampToGround';
    Id: string;
    FID: number;
    Field_1: string;
  };
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}

export const CITY_SECTIONS: { type: 'FeatureCollection'; name: string; features: BoundaryFeature[] } = {
  type: 'FeatureCollection',
  name: 'TRES SECCIONES',
  features: [
    {
      type: 'Feature',
      properties: { Name: '0', description: null, altitudeMode: 'clampToGround', Id: '0', FID: 0, Field_1: '0' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-99.2285, 19.399],
              [-99.215, 19.3962],
              [-99.2142, 19.415],
              [-99.215, 19.4312],
              [-99.2285, 19.428],
              [-99.2279, 19.413],
              [-99.2285, 19.399],
            ],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { Name: '0', description: null, altitudeMode: 'clampToGround', Id: '0', FID: 1, Field_1: '0' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-99.215, 19.3962],
              [-99.202, 19.3975],
              [-99.2012, 19.412],
              [-99.202, 19.43],
              [-99.215, 19.4312],
              [-99.2142, 19.415],
              [-99.215, 19.3962],
            ],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { Name: '0', description: null, altitudeMode: 'clampToGround', Id: '0', FID: 2, Field_1: '0' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-99.202, 19.3975],
              [-99.188, 19.396],
              [-99.1872, 19.416],
              [-99.188, 19.4315],
              [-99.202, 19.43],
              [-99.2012, 19.412],
              [-99.202, 19.3975],
            ],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { Name: '0', description: null, altitudeMode: 'clampToGround', Id: '0', FID: 3, Field_1: '0' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-99.188, 19.396],
              [-99.1748, 19.3995],
              [-99.1756, 19.414],
              [-99.1748, 19.427],
              [-99.188, 19.4315],
              [-99.1872, 19.416],
              [-99.188, 19.396],
            ],
          ],
        ],
      },
    },
  ],
};
