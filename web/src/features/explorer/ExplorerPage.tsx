import { messages } from '@ppd/domain';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Brand, PartnerLogos } from '../../ui/index.ts';
import { ExplorerMap } from './ExplorerMap.tsx';

/** /explorador: the public map (public records only), the way in to the back-office and the partner logos. */
export function ExplorerPage() {
  useEffect(() => {
    document.title = `${messages.session.explorerTitle} · ${messages.session.appName}`;
  }, []);
  return (
    <div className="explorer-page">
      <header className="public-header">
        <Brand to="/explorador" />
        <h1 className="visually-hidden">{messages.session.explorerTitle}</h1>
        <Link to="/login" className="btn btn-primary">
          {messages.geo.explorer.login}
        </Link>
      </header>
      <main className="explorer-main">
        <ExplorerMap staff={false} />
      </main>
      <footer className="explorer-footer">
        <PartnerLogos />
      </footer>
    </div>
  );
}

/** /adminexplorer (Explorar): the same map for signed-in staff, with the private records. */
export function AdminExplorerPage() {
  return (
    <div className="explorer-admin">
      <h1 className="visually-hidden">{messages.shell.nav.explorer}</h1>
      <ExplorerMap staff />
    </div>
  );
}
