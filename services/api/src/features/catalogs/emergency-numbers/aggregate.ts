import type { Db } from '@ppd/db';
import { type EmergencyNumberBody, messages } from '@ppd/domain';
import { namedCatalog } from '../writes.ts';

/** Números de emergencia; the spec gives the categories' text for a taken name too. */
export const emergencyNumbers = namedCatalog({
  kind: 'emergency_number',
  table: 'emergency_numbers',
  name: 'nombre',
  saved: messages.catalogs.emergencyNumberSaved,
  columns: ({ nombre, numero }: EmergencyNumberBody) => ({ nombre, numero }),
});

/** The list is also what the visitors' and authorities' apps show. */
export const listEmergencyNumbers = (db: Db) =>
  db.selectFrom('emergency_numbers').select(['id', 'nombre', 'numero']).orderBy('nombre').execute();
