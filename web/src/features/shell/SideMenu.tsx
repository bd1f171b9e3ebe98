import { messages } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { isAdminAtom } from '../../lib/session.ts';
import { Icon } from '../../ui/Icon.tsx';
import { PartnerLogos } from '../../ui/index.ts';
import { useOpenAlertCount } from '../alerts/index.ts';
import { isActive, menuFor } from './menu.ts';

/**
 * The left menu. On a small screen it is a drawer over the page, opened from the top bar's menu button; the
 * partner marks, which the top bar has no room for there, close it.
 */
export function SideMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const isAdmin = useAtomValue(isAdminAtom);
  const [location] = useLocation();
  const openAlerts = useOpenAlertCount();
  return (
    <>
      <nav id={id} className="side-menu" data-open={open} aria-label={messages.shell.mainMenu}>
        <ul>
          {menuFor(isAdmin).map((entry) => {
            const active = isActive(entry, location);
            const count = entry.countsOpenAlerts && openAlerts ? openAlerts : null;
            const countId = `${id}-count-${entry.to.slice(1)}`;
            return (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  className="side-link"
                  aria-current={active ? 'page' : undefined}
                  aria-describedby={count ? countId : undefined}
                  onClick={onClose}
                >
                  <Icon name={entry.icon} size={20} />
                  <span>{entry.label}</span>
                  {count && (
                    <span className="count-badge side-link-count" aria-hidden="true">
                      {count}
                    </span>
                  )}
                </Link>
                {count && (
                  <span id={countId} hidden>
                    {count} {messages.shell.openAlerts}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <PartnerLogos variant="marks" className="side-menu-logos" />
      </nav>
      {open && (
        <button type="button" className="side-menu-backdrop" aria-label={messages.shell.closeMenu} onClick={onClose} />
      )}
    </>
  );
}
