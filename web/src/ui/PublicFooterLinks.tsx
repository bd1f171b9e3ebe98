import { messages } from '@ppd/domain';
import { Link } from 'wouter';

/** The links to the public pages, under the login form and every public page. */
export function PublicFooterLinks() {
  return (
    <nav className="footer-links" aria-label={messages.session.appName}>
      <Link to="/privacy">{messages.shell.footerPrivacy}</Link>
      <Link to="/support">{messages.shell.footerSupport}</Link>
      <Link to="/requestdel">{messages.shell.footerDeletion}</Link>
    </nav>
  );
}
