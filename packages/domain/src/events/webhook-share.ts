/** Dotted paths into a payload, three levels deep: `survey`, `complaint.status`. */
export type FieldPath<T, Depth extends unknown[] = []> = Depth['length'] extends 3
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? {
          [K in keyof T & string]: K | `${K}.${FieldPath<NonNullable<T[K]>, [...Depth, unknown]>}`;
        }[keyof T & string]
      : never;

/** The public fields a webhook may carry, or only the ids of an event about a person. */
export type WebhookShare<P> = { fields: readonly FieldPath<P>[] } | { personal: true };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdKey = (key: string) => key === 'id' || key.endsWith('_id') || /[a-z]Id$/.test(key);

/** Every id in a payload, where it sits (`{ alert: { id, visitor_id } }`); nothing else. */
export function idsOf(value: Json): Json {
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    if (isObject(v)) {
      const inner = idsOf(v);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (isIdKey(key) && (typeof v === 'number' || typeof v === 'string' || v === null)) out[key] = v;
  }
  return out;
}

function copyPath(from: Json, to: Json, path: string[]): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (!Object.hasOwn(from, head)) return;
  const v = from[head];
  if (rest.length === 0 || !isObject(v)) {
    if (rest.length === 0) to[head] = v;
    return;
  }
  const inner = isObject(to[head]) ? (to[head] as Json) : {};
  copyPath(v, inner, rest);
  to[head] = inner;
}

/** The payload cut down to what `share` allows. */
export function sharedPayload<P>(share: WebhookShare<P>, payload: P): Json {
  if ('personal' in share) return idsOf(payload as Json);
  const out: Json = {};
  for (const path of share.fields) copyPath(payload as Json, out, path.split('.'));
  return out;
}
