import { FOLIO_PREFIX } from '@ppd/domain';
import { sql } from 'kysely';

/** An id column as the folio users read and search for ('F-12'), written by the database. */
export const folioOf = (idColumn: string) => sql<string>`${sql.lit(FOLIO_PREFIX)} || ${sql.ref(idColumn)}`;
