import type { Generated } from 'kysely';
import type { Geometry } from './columns.ts';

/** Configuration catalogues. Names are unique case-insensitively (`<table>_<column>_key` indexes → 409). */

export interface ProjectsTable {
  id: Generated<number>;
  nombre: string;
  lugar: Generated<string>;
  enabled: Generated<boolean>;
}

/** Place (main) categories; `icon` is an icon name from `icons`, `url_image` its resolved URL. */
export interface MainCategoriesTable {
  id: Generated<number>;
  nombre: string;
  icon: string | null;
  url_image: string | null;
  enabled: Generated<boolean>;
}

/** Survey (levantamiento) types; 1 = Oportunidades and 2 = Amenazas are created by the migration. */
export interface RecordTypesTable {
  id: Generated<number>;
  nombre: string;
  enabled: Generated<boolean>;
}

/** Unique name per main category. */
export interface SubcategoriesTable {
  id: Generated<number>;
  nombre: string;
  id_maincategory: number;
  tipo_id: number;
  icon: string | null;
  url_image: string | null;
  enabled: Generated<boolean>;
}

export interface IconsTable {
  id: Generated<number>;
  name: string;
  url: string;
}

export type AuthorityArea = 'SALVAVIDAS' | 'POLICIA' | 'PARAMEDICOS';

export interface AuthorityCategoriesTable {
  id: Generated<number>;
  name_category: string;
  area: AuthorityArea;
  enabled: Generated<boolean>;
}

export interface ComplaintCategoriesTable {
  id: Generated<number>;
  name: string;
  enabled: Generated<boolean>;
  /** Recipient addresses of the category's complaint evidence, comma-separated ('' for none). */
  email: Generated<string>;
  /** Business days from the complaint to its first answer (3), and to its closing (20). */
  first_answer_days: Generated<number>;
  closing_days: Generated<number>;
}

export interface EmergencyNumbersTable {
  id: Generated<number>;
  nombre: string;
  numero: string;
}

export interface SurveyCategoriesTable {
  id: Generated<number>;
  category_name: string;
}

export interface ActivityCategoriesTable {
  id: Generated<number>;
  name: string;
  /** '#rrggbb', the calendar legend colour; the column's default is GEOMETRY_COLORS.neutral. */
  color: Generated<string>;
}

/** Event venues; `geom` is the outline (Polygon or MultiPolygon) shown on the event map. */
export interface PlacesTable {
  id: Generated<number>;
  nombre: string;
  geom: Geometry | null;
}
