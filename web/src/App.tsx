import { Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { prefetchExplorer } from './features/explorer/explorerQueries.ts';
import { isPublicExplorerPath } from './features/explorer/mapRequest.ts';
import { Guarded } from './features/session/Guarded.tsx';
import { LoginPage } from './features/session/LoginPage.tsx';
import { ResetPasswordPage } from './features/session/ResetPasswordPage.tsx';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { findPanelRoute, lazyScreen, loadAdminExplorerPage } from './features/shell/panelRoutes.tsx';
import { Shell } from './features/shell/Shell.tsx';
import { DataDeletionPage } from './features/static-pages/DataDeletionPage.tsx';
import { PrivacyPage } from './features/static-pages/PrivacyPage.tsx';
import { SupportPage } from './features/static-pages/SupportPage.tsx';

async function loadExplorerPage() {
  prefetchExplorer(false);
  return (await import('./features/explorer/ExplorerPage.tsx')).ExplorerPage;
}
const ExplorerPage = lazyScreen(loadExplorerPage);

/**
 * Starts loading an explorer's code and records before React renders and the router gets to it: the map payload
 * is most of the explorer's first frame. Its screen's loader asks again and gets the same module and query.
 */
export function preloadScreen(pathname: string, signedIn: boolean): void {
  if (isPublicExplorerPath(pathname)) void loadExplorerPage();
  // Without a session the guard sends /adminexplorer to the login page.
  else if (pathname === '/adminexplorer' && signedIn) void loadAdminExplorerPage();
}

/** Public routes first; every other path is a panel route (inside the shell) or the 404 page. */
export function App() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/explorador" replace />
      </Route>
      <Route path="/login" component={LoginPage} />
      <Route path="/reset_password" component={ResetPasswordPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/support" component={SupportPage} />
      <Route path="/requestdel" component={DataDeletionPage} />
      <Route path="/explorador" component={ExplorerPage} />
      {/* Part 2 of the spec places the sections under /panel: /panel/registros is /registros; /panel/ is /panel. */}
      <Route path="/panel/*">{(params) => <Redirect to={params['*'] ? `/${params['*']}` : '/panel'} replace />}</Route>
      <Route>
        <PanelOrNotFound />
      </Route>
    </Switch>
  );
}

function PanelOrNotFound() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const match = findPanelRoute(parser, location);
  if (!match) return <NotFoundPage />;
  return (
    <Guarded access="session">
      <Shell match={match} />
    </Guarded>
  );
}
