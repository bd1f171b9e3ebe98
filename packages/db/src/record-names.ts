import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './database.ts';

interface CatalogueRefs {
  id_proyecto: number;
  id_cat_principal: number;
  id_cat_secundaria: number;
  id_tipo: number;
}

/**
 * A query over records `r` (the table or a page of it) joined to the names of its project `p`, category `m`,
 * subcategory `s` and type `t`, as the records list, its exports and the seed's check read them.
 */
export function joinCatalogueNames<R extends CatalogueRefs, O>(qb: SelectQueryBuilder<Database & { r: R }, 'r', O>) {
  return qb
    .innerJoin('projects as p', 'p.id', 'r.id_proyecto')
    .innerJoin('main_categories as m', 'm.id', 'r.id_cat_principal')
    .innerJoin('subcategories as s', 's.id', 'r.id_cat_secundaria')
    .innerJoin('record_types as t', 't.id', 'r.id_tipo');
}
