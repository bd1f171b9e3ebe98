import { sendFilterBody, validate } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { AREA_BOUNDS, audienceBody, clampCentre, emptyAudience, polygonWkt } from './audience.ts';

describe('the send modal filter', () => {
  it('turns the drawn polygon into WKT (lng lat), ignoring other shapes', () => {
    const ring = [
      [-99.2, 19.41],
      [-99.19, 19.41],
      [-99.19, 19.42],
      [-99.2, 19.41],
    ];
    expect(
      polygonWkt([
        { type: 'Point', coordinates: [0, 0] },
        { type: 'Polygon', coordinates: [ring] },
      ]),
    ).toBe('POLYGON((-99.2 19.41, -99.19 19.41, -99.19 19.42, -99.2 19.41))');
    expect(polygonWkt([])).toBe('');
  });

  it('sends Todos and empty ages as "any", typed ages as the integers the API reads', () => {
    const all = validate(sendFilterBody, audienceBody(emptyAudience()));
    expect(all).toEqual({
      ok: true,
      data: { sex: null, min_age: null, max_age: null, level_studies: null, wkt: null },
    });
    const some = validate(
      sendFilterBody,
      audienceBody({ ...emptyAudience(), sex: 'M', min_age: ' 18 ', max_age: '40', level_studies: 'Universidad' }),
    );
    expect(some.ok && some.data).toMatchObject({ sex: 'M', min_age: 18, max_age: 40, level_studies: 'Universidad' });
  });

  it('keeps the map centre inside the central-city box', () => {
    const view = clampCentre({ latitude: 20.5, longitude: -99.3, zoom: 12 });
    expect(view).toEqual({ latitude: AREA_BOUNDS.north, longitude: AREA_BOUNDS.west, zoom: 12 });
  });
});
