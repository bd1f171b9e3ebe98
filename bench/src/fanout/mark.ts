/**
 * What the alert fan-out benchmark writes into an alert's comment, so that every receiving process can tell the
 * phase, the alert and the moment its sender started (wall clock) from the alert alone.
 */
export const mark = (phase: string, index: number, t0: number) => `${phase}|${index}|${t0}`;

export function readMark(comment: string): { phase: string; index: number; t0: number } | null {
  const [phase, index, t0] = comment.split('|');
  if (phase === undefined || index === undefined || t0 === undefined) return null;
  return { phase, index: Number(index), t0: Number(t0) };
}
