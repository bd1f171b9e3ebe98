import { messages } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { Fragment, useEffect, useId, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { sessionAtom } from '../../lib/session.ts';
import { ProfileModal } from '../profile/index.ts';
import { decideAccess, useSessionActions, useWantedPath } from '../session/index.ts';
import { PANEL_ROUTES, type PanelMatch } from './panelRoutes.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useRefreshProfile } from './useRefreshProfile.ts';

/**
 * The signed-in layout (spec part 1 §2.2). The main area re-renders per full path, except keep-alive
 * routes (the map), which stay mounted and hidden once visited.
 */
export function Shell({ match }: { match: PanelMatch }) {
  const [location] = useLocation();
  const session = useAtomValue(sessionAtom);
  const wanted = useWantedPath();
  const { signOut } = useSessionActions();
  const [profileOpen, setProfileOpen] = useState(false);
  const [visited, setVisited] = useState<readonly string[]>([]);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  useRefreshProfile();

  const { route, params } = match;
  const decision = decideAccess(
    route.access,
    { token: session?.token ?? null, isAdmin: !!session?.user.is_admin },
    wanted,
  );
  const alive = decision.allow && route.keepAlive && !visited.includes(route.path) ? [...visited, route.path] : visited;

  useEffect(() => {
    if (alive !== visited) setVisited(alive);
  }, [alive, visited]);

  useEffect(() => {
    document.title = `${route.title} · ${messages.session.appName}`;
  }, [route.title]);

  // The drawer (small screens) closes on Escape and whenever the page changes.
  useEffect(() => setMenuOpen(false), [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {messages.shell.skipToContent}
      </a>
      <TopBar
        menuId={menuId}
        menuOpen={menuOpen}
        onMenu={() => setMenuOpen((open) => !open)}
        onProfile={() => setProfileOpen(true)}
        onLogout={() => void signOut()}
      />
      <div className="shell-body">
        <SideMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
        <main id="main" className="shell-main" tabIndex={-1}>
          {alive.map((path) => (
            <div key={path} className="keep-alive" hidden={!decision.allow || route.path !== path}>
              {PANEL_ROUTES.find((r) => r.path === path)?.render({})}
            </div>
          ))}
          {!decision.allow ? (
            <Redirect to={decision.redirect} replace />
          ) : (
            !route.keepAlive && <Fragment key={location}>{route.render(params)}</Fragment>
          )}
        </main>
      </div>
      <ProfileModal open={profileOpen} onClose={() => setProfileOpen(false)} />
    </div>
  );
}
