import { messages } from '@ppd/domain';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { Brand, PartnerLogos, PublicFooterLinks } from '../../ui/index.ts';

/** A public page to read: its title is the page's one heading, then its text. */
export function ProsePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicLayout title={title}>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {children}
      </article>
    </PublicLayout>
  );
}

/** Header, a readable column and the partner-logo footer, for the public pages. */
function PublicLayout({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  useEffect(() => {
    document.title = `${title} · ${messages.session.appName}`;
  }, [title]);
  return (
    <div className="public-page">
      <header className="public-header">
        <Brand to="/explorador" />
        <nav className="public-nav" aria-label={messages.shell.mainMenu}>
          <Link to="/explorador">{messages.session.explorerTitle}</Link>
          <Link to="/login" className="btn btn-primary">
            {messages.session.loginTitle}
          </Link>
        </nav>
      </header>
      <main className={wide ? 'public-main public-main-wide' : 'public-main'}>{children}</main>
      <footer className="public-footer">
        <PartnerLogos />
        <PublicFooterLinks />
      </footer>
    </div>
  );
}
