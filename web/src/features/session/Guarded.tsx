import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { sessionAtom } from '../../lib/session.ts';
import { type Access, decideAccess } from './guard.ts';

/** The path and query the user asked for, as `next` keeps it. */
export function useWantedPath(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

/** Renders its children when the guard allows the route; otherwise redirects as the guard decides. */
export function Guarded({ access, children }: { access: Access; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const wanted = useWantedPath();
  const decision = decideAccess(access, { token: session?.token ?? null, isAdmin: !!session?.user.is_admin }, wanted);
  if (!decision.allow) return <Redirect to={decision.redirect} replace />;
  return children;
}
