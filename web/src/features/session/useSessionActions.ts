import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { sessionAtom } from '../../lib/session.ts';
import { sessionApi, toSessionUser } from './sessionApi.ts';

/** Sign in (token, then profile, then store) and sign out (audited logout call, then clear). */
export function useSessionActions() {
  const setSession = useSetAtom(sessionAtom);

  const signIn = useCallback(
    async (email: string, password: string, keep: boolean) => {
      const { token } = await sessionApi.login(email, password, keep);
      const profile = await sessionApi.info(email, token);
      setSession({ token, keep, user: toSessionUser(profile) });
    },
    [setSession],
  );

  const signOut = useCallback(async () => {
    try {
      await sessionApi.logout();
    } catch {
      // The session ends here whatever the server answered; it only audits the logout.
    }
    setSession(null);
    navigate('/login', { replace: true });
  }, [setSession]);

  return { signIn, signOut };
}
