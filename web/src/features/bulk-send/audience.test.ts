import { bulkSendRoutes, pathFor, sendFilterBody, validate } from '@ppd/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampCentre } from '../../lib/geoBox.ts';
import { appClient, askedPaths, serve } from '../../lib/testQueries.ts';
import { AREA_BOUNDS, audienceBody, emptyAudience, polygonWkt } from './audience.ts';
import { audienceCountQuery } from './useAudienceCount.ts';

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
    const view = clampCentre({ latitude: 20.5, longitude: -99.3, zoom: 12 }, AREA_BOUNDS);
    expect(view).toEqual({ latitude: AREA_BOUNDS.north, longitude: AREA_BOUNDS.west, zoom: 12 });
  });
});

describe('the live count', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is asked once per filter body, and not while the filters are invalid', async () => {
    const fetch = serve({ total: 12, opted_out: 3 });
    const client = appClient();
    const body = JSON.stringify(audienceBody({ ...emptyAudience(), sex: 'M', min_age: '20' }));
    const query = audienceCountQuery('survey', body);
    expect(query.queryKey).toEqual(['audience', 'count', 'survey', body]);
    expect(query.enabled).toBe(true);
    await expect(client.fetchQuery(query)).resolves.toEqual({ total: 12, opted_out: 3 });
    await client.fetchQuery(query);
    // Visitors who opposed survey sends are left out of the count: the API is told the kind.
    expect(askedPaths(fetch)).toEqual([`${pathFor(bulkSendRoutes.count)}?kind=survey`]);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ sex: 'M', min_age: '20' });
    const invalid = JSON.stringify(audienceBody({ ...emptyAudience(), min_age: 'veinte' }));
    expect(audienceCountQuery('survey', invalid).enabled).toBe(false);
  });
});
