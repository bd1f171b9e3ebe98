import { configTexts, placeRoutes as contract, type PlaceBody } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { serve } from '../../../shared/serve.ts';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { blockedByUsers } from '../usage.ts';
import { rowWrites } from '../writes.ts';

/** The outline as PostGIS stores it; absent leaves it as it is, null clears it. */
const columns = ({ nombre, geometry }: PlaceBody) => ({
  nombre,
  ...(geometry === undefined
    ? {}
    : {
        geom: geometry === null ? null : sql<string>`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(geometry)}), 4326)`,
      }),
});

export const places: CatalogAggregate<PlaceBody> = {
  kind: 'place',
  table: 'places',
  taken: { message: configTexts.placeTaken, field: 'nombre' },
  saved: configTexts.saved.place,
  deletedStatus: configTexts.status.deleted,
  ...rowWrites('places', 'nombre', columns),
  blockers: blockedByUsers('activities', 'lugar_id', 'eventosAfectados', {
    status: configTexts.status.inActivities,
    message: configTexts.blockedByActivities,
  }),
};

/** Lugares (event venues) with their outline as GeoJSON. */
export const placeRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, places);
  serve(app, contract.list, async () =>
    app.db
      .selectFrom('places')
      .select(['id', 'nombre', sql<unknown>`ST_AsGeoJSON(geom)::jsonb`.as('geometry')])
      .orderBy('nombre')
      .execute(),
  );
};
