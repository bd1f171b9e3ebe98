import { authorshipTexts, isAuthorOrAdmin } from '@ppd/domain';
import type { SessionUser } from '../plugins/auth.ts';
import { AppError } from '../plugins/errors.ts';

/** Surveys, events and records: refuses (403, with the reason) anyone but the author or an administrator. */
export function mustBeAuthorOrAdmin(me: SessionUser, authorId: number | null): void {
  if (!isAuthorOrAdmin(me, authorId)) throw new AppError('Forbidden', authorshipTexts.authorOrAdmin);
}
