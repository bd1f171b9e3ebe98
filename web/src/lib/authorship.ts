import { isAuthorOrAdmin } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { userAtom } from './session.ts';

/**
 * Whether the signed-in user may edit or delete what `authorId` made (a survey, an event, a record): the server's
 * rule, so a screen hides what it would refuse.
 */
export function useMayChange(): (authorId: number | null) => boolean {
  const user = useAtomValue(userAtom);
  return (authorId) => user !== null && isAuthorOrAdmin({ id: user.user_id, isAdmin: user.is_admin }, authorId);
}
