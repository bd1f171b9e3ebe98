/** At most one fix per authority this often: a faster one is refused (429) and nothing is written. */
export const FIX_MIN_INTERVAL_MS = 5_000;
/** A fix taken longer ago than this is refused: it says nothing about where the authority is now. */
export const FIX_MAX_AGE_MS = 10 * 60_000;
/** A device's clock a little ahead of the server's is not a fix from the future. */
export const FIX_CLOCK_SKEW_MS = 30_000;
/** A fix older than this is drawn greyed, with its age: the authority may be elsewhere by now. */
export const STALE_FIX_MS = 30 * 60_000;
/** How often at most one push carries the fixes the gestores' boards have not seen (fix → board stays under 1 s). */
export const RESPONDER_PUSH_MS = 250;
/** Near an alert, the assign dialog lists this many authorities at most, the nearest (a list longer is no choice). */
export const ASSIGN_LIST_LIMIT = 100;

/** Whether a fix taken at `fixedAt` is stale at `now` (both ISO instants or epoch ms). */
export const isStaleFix = (fixedAt: string, now: number): boolean => now - Date.parse(fixedAt) > STALE_FIX_MS;

/** "350 m", "1.2 km", "12 km": a distance to an alert as the assign dialog shows it. */
export function distanceLabel(meters: number): string {
  if (meters < 1_000) return `${Math.round(meters)} m`;
  const km = meters / 1_000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

/** A responder on the map: free, on an alert, or with a fix too old to tell (greyed, with its age). */
export type ResponderState = 'free' | 'busy' | 'stale';
export const RESPONDER_COLORS: Record<ResponderState, string> = { free: '#2e7d32', busy: '#d84315', stale: '#9e9e9e' };

export const responderState = (r: { busy: boolean; fixed_at: string }, now: number): ResponderState =>
  isStaleFix(r.fixed_at, now) ? 'stale' : r.busy ? 'busy' : 'free';
