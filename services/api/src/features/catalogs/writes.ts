import type { Database, Db } from '@ppd/db';
import { configTexts, messages } from '@ppd/domain';
import type { InsertObject, Kysely } from 'kysely';
import type { CatalogAggregate, Named } from './catalog.ts';

type Writes<B> = Pick<CatalogAggregate<B>, 'insert' | 'update' | 'remove'>;

/**
 * Any table, as if its columns were the id and name the writes answer: kysely types one table at a time, and these
 * writes are the same for every catalogue.
 */
type AnyTable = Kysely<Record<string, Named>>;

/**
 * The plain insert, update and delete of a catalogue whose body maps to its columns, each answering the row's id and
 * name (`nameColumn as name`) for its audit entry. `columns` is checked against the table where it is given;
 * only the queries here are loosely typed.
 */
export function rowWrites<T extends keyof Database, B>(
  table: T,
  nameColumn: keyof Database[T] & string,
  columns: (body: B) => InsertObject<Database, T>,
): Writes<B> {
  const returned = ['id', `${nameColumn} as name`] as unknown as ['id', 'name'];
  const rows: string = table;
  const on = (trx: Db) => trx as unknown as AnyTable;
  return {
    insert: (trx, body) =>
      on(trx)
        .insertInto(rows)
        .values(columns(body) as never)
        .returning(returned)
        .executeTakeFirstOrThrow(),
    update: (trx, id, body) =>
      on(trx)
        .updateTable(rows)
        .set(columns(body) as never)
        .where('id', '=', id)
        .returning(returned)
        .executeTakeFirst(),
    remove: (trx, id) => on(trx).deleteFrom(rows).where('id', '=', id).returning(returned).executeTakeFirst(),
  };
}

interface NamedCatalog<T extends keyof Database, B> extends Pick<CatalogAggregate<B>, 'kind' | 'saved' | 'blockers'> {
  table: T;
  /** The column that names a row: unique, and the field a taken name is refused on. */
  name: keyof Database[T] & string;
  columns: (body: B) => InsertObject<Database, T>;
  /** The 409's text; the categories' by default, as the spec gives it for most catalogues. */
  taken?: string;
  deletedStatus?: string;
}

/** A catalogue named by one column whose body maps to its columns: its plain writes, refusals and statuses. */
export function namedCatalog<T extends keyof Database, B>({
  name,
  columns,
  taken = messages.catalogs.categoryTaken,
  deletedStatus = configTexts.status.deleted,
  ...rest
}: NamedCatalog<T, B>): CatalogAggregate<B> {
  return { ...rest, taken: { message: taken, field: name }, deletedStatus, ...rowWrites(rest.table, name, columns) };
}
