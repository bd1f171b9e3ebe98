import { DEFAULT_INFLUENCE_RADIUS_KM } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { parseRadiusKm } from '../../map/MarkerDialogs.tsx';
import { emptyDrawing, toInfluenceZone } from '../../map/zones.ts';
import { mexicoCityNow, newRecordBody } from './recordBody.ts';

describe('the map screen', () => {
  it('reads the radius as free text in km, keeping the default when it is not a number', () => {
    expect(parseRadiusKm('3.5')).toBe(3.5);
    expect(parseRadiusKm('0,75')).toBe(0.75);
    expect(parseRadiusKm('')).toBe(DEFAULT_INFLUENCE_RADIUS_KM);
    expect(parseRadiusKm('abc')).toBe(DEFAULT_INFLUENCE_RADIUS_KM);
  });

  it('builds the survey record of spec §3 with the feature properties on every feature', () => {
    const drawing = toInfluenceZone(
      {
        ...emptyDrawing(),
        features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-89, 20.5] }, properties: { id: 'm' } }],
      },
      'm',
      2,
    );
    const now = new Date('2025-03-01T18:30:00Z');
    const body = newRecordBody(
      {
        nombre: 'Fuga',
        descripcion: 'Agua',
        id_proyecto: 3,
        id_cat_principal: 2,
        id_tipo: 2,
        id_cat_secundaria: 7,
        privado: true,
      },
      {
        project: { id: 3, nombre: 'Cenotes' },
        category: { id: 2, nombre: 'Agua' },
        type: { id: 2, nombre: 'Amenazas' },
        subcategory: { id: 7, nombre: 'Fuga de agua' },
      },
      drawing,
      { email: 'gestor@demo.ppd', user_id: 9 },
      now,
    );
    expect(body).toMatchObject({
      usuario: 'gestor@demo.ppd',
      user_id: 9,
      source: 'web',
      geosource: 'manual',
      altitude: 'N/A',
      privado: true,
      fecha: mexicoCityNow(now),
    });
    expect(body.fecha).toContain('12:30');
    expect(body.geometries.features).toHaveLength(2);
    for (const f of body.geometries.features) {
      expect(f.properties).toMatchObject({
        projectInfo: { id: 3, nombre: 'Cenotes' },
        categoryInfo: { id: 2, nombre: 'Agua' },
        typeInfo: { id: 2, nombre: 'Amenazas' },
        subCategoryInfo: { id: 7, nombre: 'Fuga de agua' },
        nombre: 'Fuga',
        descripcion: 'Agua',
        metodo: 'manual',
        fuente: 'web',
        altitud: 'N/A',
      });
    }
    expect(body.geometries.features[0]?.properties.typeGeometry).toBe('MarkerToBuffer');
    expect(body.geometries.features[1]?.properties.typeGeometry).toBe('Buffer');
  });
});
