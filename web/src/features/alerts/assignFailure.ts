import { isApiError } from '../../lib/api.ts';

/**
 * Whether a refused assignment belongs under the authority choice: only the authority's own refusal (it went
 * inactive since the list was read). Any other failure has no place in the form — the alert is no longer open (409
 * on `alert_id`), it is gone (404), or the call failed — and goes to the error dialog, after which the board is read
 * again so the gestor sees the alert as it now is.
 */
export function isAuthorityRefusal(error: unknown): boolean {
  return isApiError(error) && error.field === 'autoridad_id';
}

/**
 * The assignment as the form runs it: the authority's refusal is rethrown (the form puts it under the choice); any
 * other failure goes to `refused` and leaves the form without error. Resolves the API's answer, or null when refused.
 */
export async function assignOrRefuse<T>(
  assign: () => Promise<T>,
  refused: (error: unknown) => Promise<void>,
): Promise<T | null> {
  try {
    return await assign();
  } catch (error) {
    if (isAuthorityRefusal(error)) throw error;
    await refused(error);
    return null;
  }
}
