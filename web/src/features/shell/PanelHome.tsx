import { messages } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { isAdminAtom, userAtom } from '../../lib/session.ts';
import { Icon } from '../../ui/Icon.tsx';
import { menuFor } from './menu.ts';

/** /panel: a welcome and one card per section the user may open. */
export function PanelHome() {
  const user = useAtomValue(userAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {messages.shell.welcome}
        {user?.name ? `, ${user.name}` : ''}
      </h1>
      <p className="page-lead">{messages.shell.panelIntro}</p>
      <ul className="card-grid">
        {menuFor(isAdmin).map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="card card-link">
              <Icon name={entry.icon} size={28} />
              <span>{entry.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
