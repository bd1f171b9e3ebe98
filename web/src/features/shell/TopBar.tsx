import { messages } from '@ppd/domain';
import { Icon } from '../../ui/Icon.tsx';
import { Brand, PartnerLogos } from '../../ui/index.ts';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({
  menuId,
  menuOpen,
  onMenu,
  onProfile,
  onLogout,
}: {
  /** The side menu's id; on a small screen the menu button opens and closes it. */
  menuId: string;
  menuOpen: boolean;
  onMenu: () => void;
  onProfile: () => void;
  onLogout: () => void;
}) {
  return (
    <header className="topbar">
      <button
        type="button"
        className="menu-toggle"
        aria-controls={menuId}
        aria-expanded={menuOpen}
        aria-label={menuOpen ? messages.shell.closeMenu : messages.shell.openMenu}
        title={menuOpen ? messages.shell.closeMenu : messages.shell.openMenu}
        onClick={onMenu}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
      </button>
      <Brand to="/mapa" />
      <PartnerLogos variant="marks" className="topbar-logos" />
      <UserMenu onProfile={onProfile} onLogout={onLogout} />
    </header>
  );
}
