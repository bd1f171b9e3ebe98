import { configTexts, emergencyNumberRoutes as contract, type EmergencyNumberBody, messages } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../shared/serve.ts';
import type { CatalogAggregate } from '../catalog.ts';
import { registerCatalog } from '../register.ts';
import { rowWrites } from '../writes.ts';

const columns = ({ nombre, numero }: EmergencyNumberBody) => ({ nombre, numero });

export const emergencyNumbers: CatalogAggregate<EmergencyNumberBody> = {
  kind: 'emergency_number',
  table: 'emergency_numbers',
  // The spec gives the categories' text for a taken emergency-number name too.
  taken: { message: messages.catalogs.categoryTaken, field: 'nombre' },
  saved: messages.catalogs.emergencyNumberSaved,
  deletedStatus: configTexts.status.deleted,
  ...rowWrites('emergency_numbers', 'nombre', columns),
};

/** Números de emergencia; the list is also what the visitors' and authorities' apps show. */
export const emergencyNumberRoutes: FastifyPluginAsync = async (app) => {
  registerCatalog(app, contract, emergencyNumbers);
  serve(app, contract.list, async () =>
    app.db.selectFrom('emergency_numbers').select(['id', 'nombre', 'numero']).orderBy('nombre').execute(),
  );
};
