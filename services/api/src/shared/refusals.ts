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
