import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom, updateUserAtom } from '../../lib/session.ts';
import { sessionApi, toSessionUser } from '../session/index.ts';

/**
 * Once per shell visit, re-reads the profile: a renamed user, a new picture or a changed admin flag show
 * up, and a rejected token ends the session (the api helper sends the user to /login).
 */
export function useRefreshProfile() {
  const session = useAtomValue(sessionAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const email = session?.user.email;
  useEffect(() => {
    if (!email) return;
    const controller = new AbortController();
    sessionApi
      .info(email)
      .then((profile) => {
        if (!controller.signal.aborted) updateUser(toSessionUser(profile));
      })
      .catch(() => {
        // Kept as is: the stored profile still works, and token rejections are handled by the api helper.
      });
    return () => controller.abort();
  }, [email, updateUser]);
}
