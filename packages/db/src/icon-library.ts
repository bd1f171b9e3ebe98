import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

const NATURE = '#2E7D32';
const WATER = '#1565C0';
const DANGER = '#C62828';
const FIRE = '#E65100';
const CULTURE = '#6A1B9A';
const CITY = '#455A64';
const MOBILITY = '#00838F';
const WASTE = '#6D4C41';
const SERVICES = '#283593';

/**
 * The icon library every installation offers for categories and subcategories: a Material Design Icons glyph
 * (@mdi/js, Apache-2.0) drawn white on its colour. `npm run draw-icons -w @ppd/db` renders them to
 * web/public/icons/<name>.png, which the web build serves at /icons/<name>.png (the API's static server and nginx).
 */
export const ICON_LIBRARY = {
  agua: { glyph: 'mdiWater', colour: WATER },
  lago: { glyph: 'mdiWaves', colour: WATER },
  playa: { glyph: 'mdiBeach', colour: WATER },
  pesca: { glyph: 'mdiFish', colour: WATER },
  'fuga-agua': { glyph: 'mdiWaterAlert', colour: WATER },
  arbol: { glyph: 'mdiTree', colour: NATURE },
  bosque: { glyph: 'mdiPineTree', colour: NATURE },
  parque: { glyph: 'mdiNaturePeople', colour: NATURE },
  huerto: { glyph: 'mdiSprout', colour: NATURE },
  flora: { glyph: 'mdiFlower', colour: NATURE },
  fauna: { glyph: 'mdiPaw', colour: NATURE },
  ave: { glyph: 'mdiBird', colour: NATURE },
  montana: { glyph: 'mdiTerrain', colour: NATURE },
  campamento: { glyph: 'mdiTent', colour: NATURE },
  alerta: { glyph: 'mdiAlert', colour: DANGER },
  peligro: { glyph: 'mdiSkullCrossbones', colour: DANGER },
  policia: { glyph: 'mdiPoliceBadge', colour: DANGER },
  vigilancia: { glyph: 'mdiCctv', colour: DANGER },
  fuego: { glyph: 'mdiFire', colour: FIRE },
  contaminacion: { glyph: 'mdiFactory', colour: FIRE },
  museo: { glyph: 'mdiBank', colour: CULTURE },
  monumento: { glyph: 'mdiPillar', colour: CULTURE },
  arte: { glyph: 'mdiPalette', colour: CULTURE },
  comunidad: { glyph: 'mdiAccountGroup', colour: CULTURE },
  edificio: { glyph: 'mdiOfficeBuilding', colour: CITY },
  iluminacion: { glyph: 'mdiLightbulbOn', colour: CITY },
  deporte: { glyph: 'mdiSoccer', colour: CITY },
  camino: { glyph: 'mdiRoad', colour: MOBILITY },
  bicicleta: { glyph: 'mdiBike', colour: MOBILITY },
  peaton: { glyph: 'mdiWalk', colour: MOBILITY },
  transporte: { glyph: 'mdiBus', colour: MOBILITY },
  basura: { glyph: 'mdiTrashCan', colour: WASTE },
  reciclaje: { glyph: 'mdiRecycle', colour: WASTE },
  salud: { glyph: 'mdiHospitalBox', colour: SERVICES },
  escuela: { glyph: 'mdiSchool', colour: SERVICES },
} as const satisfies Record<string, { glyph: `mdi${string}`; colour: `#${string}` }>;

export type LibraryIcon = keyof typeof ICON_LIBRARY;

export const LIBRARY_ICONS = Object.keys(ICON_LIBRARY) as LibraryIcon[];

/** Where the web build serves a library icon. */
export const libraryIconUrl = (name: LibraryIcon): string => `/icons/${name}.png`;

/**
 * Adds every library icon whose name is not in `icons` yet: a new installation gets the whole library, an upgraded
 * one the icons added since (no screen deletes icons, so a name present is the library's or an upload that took it
 * first, which is kept). Returns how many it added.
 */
export async function registerIconLibrary(db: Kysely<Database>): Promise<number> {
  const added = await db
    .insertInto('icons')
    .values(LIBRARY_ICONS.map((name) => ({ name, url: libraryIconUrl(name) })))
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .execute();
  return added.length;
}
