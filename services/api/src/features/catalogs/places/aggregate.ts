import type { Db } from '@ppd/db';
import { configTexts, type PlaceBody } from '@ppd/domain';
import { sql } from 'kysely';
import { blockedByUsers } from '../usage.ts';
import { namedCatalog } from '../writes.ts';

/** The outline as PostGIS stores it; absent leaves it as it is, null clears it. */
const columns = ({ nombre, geometry }: PlaceBody) => ({
  nombre,
  ...(geometry === undefined
    ? {}
    : {
        geom: geometry === null ? null : sql<string>`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(geometry)}), 4326)`,
      }),
});

/** Lugares (activity venues) with their outline as GeoJSON. */
export const places = namedCatalog({
  kind: 'place',
  table: 'places',
  name: 'nombre',
  taken: configTexts.placeTaken,
  saved: configTexts.saved.place,
  columns,
  blockers: blockedByUsers('activities', 'lugar_id', 'eventosAfectados', {
    status: configTexts.status.inActivities,
    message: configTexts.blockedByActivities,
  }),
});

export const listPlaces = (db: Db) =>
  db
    .selectFrom('places')
    .select(['id', 'nombre', sql<unknown>`ST_AsGeoJSON(geom)::jsonb`.as('geometry')])
    .orderBy('nombre')
    .execute();
