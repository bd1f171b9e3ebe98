import { HOME_AFTER_LOGIN } from '../../lib/config.ts';

/** Who may open a route (spec part 1 §2.1, §6). */
export type Access = 'public' | 'session' | 'admin';

export interface GuardSession {
  token: string | null;
  isAdmin: boolean;
}

export type AccessDecision = { allow: true } | { allow: false; redirect: string };

export function loginUrlFor(wanted: string): string {
  return `/login?next=${encodeURIComponent(wanted)}`;
}

/**
 * The navigation guard: no stored token → login with `next`; an admin-only route for a non-admin → /mapa.
 * The server authorises every call as well; this only keeps people off screens they cannot use.
 */
export function decideAccess(access: Access, session: GuardSession, wanted: string): AccessDecision {
  if (access === 'public') return { allow: true };
  if (!session.token) return { allow: false, redirect: loginUrlFor(wanted) };
  if (access === 'admin' && !session.isAdmin) return { allow: false, redirect: HOME_AFTER_LOGIN };
  return { allow: true };
}

/** Where to go after login: the `next` parameter when it is a path of this site, else /mapa. */
export function nextAfterLogin(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_AFTER_LOGIN;
  if (next === '/login' || next.startsWith('/login?')) return HOME_AFTER_LOGIN;
  return next;
}
