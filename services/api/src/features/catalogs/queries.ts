import type { Db } from '@ppd/db';

export function listProjects(db: Db, onlyEnabled = false) {
  return db
    .selectFrom('projects')
    .select(['id', 'nombre', 'lugar', 'enabled'])
    .$if(onlyEnabled, (q) => q.where('enabled', '=', true))
    .orderBy('nombre')
    .orderBy('id')
    .execute();
}

export function listMainCategories(db: Db, onlyEnabled = false) {
  return db
    .selectFrom('main_categories')
    .select(['id', 'nombre', 'icon', 'url_image', 'enabled'])
    .$if(onlyEnabled, (q) => q.where('enabled', '=', true))
    .orderBy('nombre')
    .orderBy('id')
    .execute();
}

export async function listTypes(db: Db, onlyEnabled = false) {
  const rows = await db
    .selectFrom('record_types')
    .select(['id', 'nombre', 'enabled'])
    .$if(onlyEnabled, (q) => q.where('enabled', '=', true))
    .orderBy('id')
    .execute();
  return rows.map((t) => ({ ...t, name: t.nombre }));
}

export async function listSubcategories(
  db: Db,
  filter: { onlyEnabled?: boolean; mainCategory?: number; type?: number } = {},
) {
  const rows = await db
    .selectFrom('subcategories as s')
    .innerJoin('main_categories as m', 'm.id', 's.id_maincategory')
    .innerJoin('record_types as t', 't.id', 's.tipo_id')
    .select([
      's.id',
      's.nombre',
      's.id_maincategory',
      'm.nombre as cat_principal_nombre',
      's.tipo_id',
      't.nombre as tipo_nombre',
      's.icon',
      's.url_image',
      's.enabled',
    ])
    .$if(filter.onlyEnabled === true, (q) =>
      q.where('s.enabled', '=', true).where('m.enabled', '=', true).where('t.enabled', '=', true),
    )
    .$if(filter.mainCategory !== undefined, (q) => q.where('s.id_maincategory', '=', filter.mainCategory!))
    .$if(filter.type !== undefined, (q) => q.where('s.tipo_id', '=', filter.type!))
    .orderBy('s.nombre')
    .orderBy('s.id')
    .execute();
  return rows.map((s) => ({ ...s, id_type: s.tipo_id }));
}
