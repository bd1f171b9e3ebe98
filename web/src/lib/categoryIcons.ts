/** A main category or a subcategory as its list gives it: its id and its icon's address (none when it has none). */
export interface IconedCategory {
  id: number;
  nombre: string;
  url_image?: string | null;
}

/** The icons of main categories and subcategories, by id. */
export interface CategoryIcons {
  main: ReadonlyMap<number, IconedCategory>;
  sub: ReadonlyMap<number, IconedCategory>;
}

const withIcons = (list: readonly IconedCategory[]) => new Map(list.filter((c) => c.url_image).map((c) => [c.id, c]));

export function categoryIcons(main: readonly IconedCategory[], sub: readonly IconedCategory[]): CategoryIcons {
  return { main: withIcons(main), sub: withIcons(sub) };
}

export const NO_CATEGORY_ICONS = categoryIcons([], []);

/**
 * The category whose icon stands for a record: its subcategory, the finer of the two, else its main category when
 * the subcategory has no icon (or is not listed: the public lists hold enabled ones only); null when neither has one.
 */
export function recordIconOf(
  icons: CategoryIcons,
  record: { id_cat_principal: number; id_cat_secundaria: number },
): (IconedCategory & { url_image: string }) | null {
  const category = icons.sub.get(record.id_cat_secundaria) ?? icons.main.get(record.id_cat_principal);
  return (category as (IconedCategory & { url_image: string }) | undefined) ?? null;
}
