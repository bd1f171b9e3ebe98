/** "hace 5 min", "hace 3 h", "hace 2 días": how long ago `then` was, by the server's clock `now`. */
export function timeSince(then: string | null, now: string, never: string): string {
  if (!then) return never;
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(then)) / 60_000));
  if (minutes < 1) return 'hace menos de 1 min';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'hace 1 día' : `hace ${days} días`;
}
