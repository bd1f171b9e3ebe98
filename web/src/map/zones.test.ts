import { distance } from '@turf/turf';
import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  type Drawing,
  type DrawnFeature,
  forSaving,
  linkAppZones,
  removeFeature,
  syncBuffers,
  toInfluenceZone,
  withIds,
} from './zones.ts';

const marker = (id: string, at: Position): DrawnFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: at },
  properties: { id },
});
const line: DrawnFeature = {
  type: 'Feature',
  geometry: {
    type: 'LineString',
    coordinates: [
      [-89, 20],
      [-89.1, 20.1],
    ],
  },
  properties: { id: 'l1' },
};
const drawing = (...features: DrawnFeature[]): Drawing => ({ type: 'FeatureCollection', features });

function bufferRadiusKm(buffer: DrawnFeature, centre: Position): number {
  const ring = (buffer.geometry as Polygon).coordinates[0] ?? [];
  return distance(centre, ring[0] ?? centre, { units: 'kilometers' });
}

describe('influence zones', () => {
  it('turns a marker into a zone: marked marker, linked circular buffer of the radius', () => {
    const zone = toInfluenceZone(drawing(line, marker('m1', [-89, 20.5])), 'm1', 2);
    expect(zone.features).toHaveLength(3);
    const [, m, buffer] = zone.features;
    expect(m?.properties).toMatchObject({ id: 'm1', typeGeometry: 'MarkerToBuffer', radioValueParsed: 2 });
    expect(buffer?.geometry.type).toBe('Polygon');
    expect(buffer?.properties).toMatchObject({ typeGeometry: 'Buffer', radioValueParsed: 2, markerId: 'm1' });
    expect(buffer?.properties.bufferLayerId).toBeTruthy();
    expect(bufferRadiusKm(buffer!, [-89, 20.5])).toBeCloseTo(2, 2);
  });

  it('rebuilds the buffer around the marker when the marker moves', () => {
    const before = toInfluenceZone(drawing(marker('m1', [-89, 20.5])), 'm1', 1.5);
    const moved: Drawing = {
      ...before,
      features: before.features.map((f) =>
        f.properties.id === 'm1' ? { ...f, geometry: { type: 'Point', coordinates: [-89.2, 20.6] } } : f,
      ),
    };
    const after = syncBuffers(before, moved);
    expect(after.features).toHaveLength(2);
    const buffer = after.features.find((f) => f.properties.typeGeometry === 'Buffer')!;
    expect(bufferRadiusKm(buffer, [-89.2, 20.6])).toBeCloseTo(1.5, 2);
    expect(buffer.properties.markerId).toBe('m1');
  });

  it('keeps everything as edited when no zone marker moved', () => {
    const before = toInfluenceZone(drawing(line, marker('m1', [-89, 20.5])), 'm1', 1);
    const edited = {
      ...before,
      features: [
        {
          ...line,
          geometry: {
            type: 'LineString',
            coordinates: [
              [-89, 20],
              [-88, 21],
            ],
          },
        },
        ...before.features.slice(1),
      ],
    } as Drawing;
    expect(syncBuffers(before, edited)).toBe(edited);
  });

  it('deletes both halves of a zone, whichever is removed', () => {
    const zone = toInfluenceZone(drawing(line, marker('m1', [-89, 20.5])), 'm1', 1);
    expect(removeFeature(zone, 1).features.map((f) => f.properties.id)).toEqual(['l1']);
    expect(removeFeature(zone, 2).features.map((f) => f.properties.id)).toEqual(['l1']);
    expect(removeFeature(zone, 0).features).toHaveLength(2);
  });

  it('links app records: points are markers, polygons their buffers, in order', () => {
    const app = linkAppZones(
      drawing(marker('', [-89, 20.5]), {
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-89, 20],
              [-88.9, 20],
              [-88.9, 20.1],
              [-89, 20],
            ],
          ],
        },
        properties: { radioValueParsed: 0.5 },
      }),
    );
    const [m, b] = app.features;
    expect(m?.properties).toMatchObject({ typeGeometry: 'MarkerToBuffer', radioValueParsed: 0.5 });
    expect(b?.properties).toMatchObject({ typeGeometry: 'Buffer', markerId: m?.properties.id });
  });

  it('gives drawn features an internal id and drops the buffer layer id when saving', () => {
    const drawn = withIds(
      drawing({ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] }, properties: {} }),
    );
    expect(drawn.features[0]?.properties.id).toBeTruthy();
    const zone = toInfluenceZone(drawn, drawn.features[0]!.properties.id!, 2);
    const saved = forSaving(zone, { nombre: 'X', fuente: 'web' });
    expect(saved.features[1]?.properties).not.toHaveProperty('bufferLayerId');
    expect(saved.features[1]?.properties).toMatchObject({ typeGeometry: 'Buffer', nombre: 'X', fuente: 'web' });
  });
});
