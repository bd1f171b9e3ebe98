export { staffCaller } from './audience.ts';
export { keptPerMapVersion } from './map-cache.ts';
export { recordCatalogues } from './queries.ts';
