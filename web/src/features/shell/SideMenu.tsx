import { messages } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { isAdminAtom } from '../../lib/session.ts';
import { Icon } from '../../ui/Icon.tsx';
import { isActive, menuFor } from './menu.ts';

export function SideMenu() {
  const isAdmin = useAtomValue(isAdminAtom);
  const [location] = useLocation();
  return (
    <nav className="side-menu" aria-label={messages.shell.mainMenu}>
      <ul>
        {menuFor(isAdmin).map((entry) => {
          const active = isActive(entry, location);
          return (
            <li key={entry.to}>
              <Link to={entry.to} className="side-link" aria-current={active ? 'page' : undefined}>
                <Icon name={entry.icon} size={20} />
                <span>{entry.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
