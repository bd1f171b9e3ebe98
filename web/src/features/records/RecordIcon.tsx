import { subcategoryRoutes } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogKey, catalogQueries, listUnder, once } from '../../lib/catalogsApi.ts';
import { type CategoryIcons, categoryIcons, recordIconOf } from '../../lib/categoryIcons.ts';
import { IconImage } from '../catalogs/index.ts';

/** Every subcategory, disabled ones too (a record keeps its own): Configuración's list, under its key. */
const allSubcategories = {
  queryKey: catalogKey('subcategory'),
  queryFn: listUnder(subcategoryRoutes.list, 'subcategorias'),
  ...once,
};

/** The icons of every category and subcategory, as staff's catalogues list them (none until they come). */
export function useCategoryIcons(): CategoryIcons {
  const main = useQuery(catalogQueries.mainCategories).data;
  const sub = useQuery(allSubcategories).data;
  return useMemo(() => categoryIcons(main ?? [], sub ?? []), [main, sub]);
}

/** A record's icon (its subcategory's, else its category's), named for who cannot see it: no name is written beside. */
export function RecordIcon({
  record,
  icons,
}: {
  record: { id_cat_principal: number; id_cat_secundaria: number };
  icons: CategoryIcons;
}) {
  const category = recordIconOf(icons, record);
  return category && <IconImage url={category.url_image} alt={category.nombre} size={28} />;
}
