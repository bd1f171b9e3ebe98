import { Brand } from './Brand.tsx';
import { PartnerLogos } from './PartnerLogos.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ onProfile, onLogout }: { onProfile: () => void; onLogout: () => void }) {
  return (
    <header className="topbar">
      <Brand to="/mapa" />
      <PartnerLogos className="topbar-logos" />
      <UserMenu onProfile={onProfile} onLogout={onLogout} />
    </header>
  );
}
