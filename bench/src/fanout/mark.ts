/**
 * What the alert fan-out benchmark writes into an alert's comment, so that every receiving process can tell the
 * phase, the alert and the moment its sender started (wall clock) from the alert alone.
 */
export const mark = (phase: string, index: number, t0: number) => `${phase}|${index}|${t0}`;

export interface Mark {
  phase: string;
  index: number;
  t0: number;
}

/** The phase of pushes that carry no mark (a claim): told apart by item id, timed by the main process. */
export const UNMARKED = 'unmarked';

export function readMark(comment: string): Mark | null {
  const [phase, index, t0] = comment.split('|');
  if (phase === undefined || index === undefined || t0 === undefined) return null;
  return { phase, index: Number(index), t0: Number(t0) };
}
