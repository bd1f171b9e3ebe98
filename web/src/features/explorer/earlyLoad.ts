import type { ReplyOf, recordTypeRoutes } from '@ppd/domain';
import type { MapData } from './mapData.ts';

/** The public explorer's first answers, asked for by the page's first script (src/early.ts) before the app was in. */
export interface EarlyExplorer {
  types: Promise<ReplyOf<typeof recordTypeRoutes.explorerList>>;
  /** The public map, decoded and indexed. */
  map: Promise<MapData>;
}

declare global {
  /** Set by src/early.ts; a separate script, so the app finds its requests here rather than in a shared module. */
  var ppdEarlyExplorer: EarlyExplorer | undefined;
}

const taken = { types: false, map: false };

/** The early answer, the first time it is asked for; null afterwards (a later query must ask the server again). */
export function takeEarly<K extends keyof EarlyExplorer>(what: K): EarlyExplorer[K] | null {
  const early = globalThis.ppdEarlyExplorer;
  if (!early || taken[what]) return null;
  taken[what] = true;
  return early[what];
}
