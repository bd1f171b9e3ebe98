import type { AppError } from '../plugins/errors.ts';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The refusals of PostgreSQL a user can fix, by constraint name, in the user's words ('*': any of that kind). */
export interface Refusals {
  unique?: Record<string, AppError>;
  foreignKey?: Record<string, AppError>;
}

/** The user's error for a constraint's refusal, or the error itself when it is not one of `refusals`. */
export function explainRefusal(err: unknown, refusals: Refusals): unknown {
  const { code, constraint = '' } = err as { code?: string; constraint?: string };
  const named = code === UNIQUE_VIOLATION ? refusals.unique : code === FOREIGN_KEY_VIOLATION ? refusals.foreignKey : {};
  return named?.[constraint] ?? named?.['*'] ?? err;
}

/** Runs a write whose constraints do the checking (a taken key, a row that is gone), explaining their refusals. */
export async function withRefusals<T>(refusals: Refusals, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw explainRefusal(err, refusals);
  }
}

export const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === UNIQUE_VIOLATION;

/**
 * A foreign key's refusal no feature explained: a row written naming one that is gone (deleted by someone else since
 * it was checked) is the named column's fault; a row deleted while another still names it, a conflict.
 */
export function referenceRefusal(err: unknown): { field: string } | { inUse: true } | null {
  const { code, detail = '' } = err as { code?: string; detail?: string };
  if (code !== FOREIGN_KEY_VIOLATION) return null;
  const gone = /^Key \(([a-z_]+)\)=\(.*\) is not present in table/.exec(detail);
  return gone ? { field: gone[1]! } : { inUse: true };
}
