import { messages } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { userAtom } from '../../lib/session.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Icon } from '../../ui/Icon.tsx';

/** Name and avatar; hovering (or clicking) opens Perfil / Cerrar sesión. */
export function UserMenu({ onProfile, onLogout }: { onProfile: () => void; onLogout: () => void }) {
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // The focus goes to the menu's button before the menu hides: a dialog opened (Perfil) gives it back there on close.
  const choose = (action: () => void) => () => {
    button.current?.focus();
    setOpen(false);
    action();
  };
  const fullName = [user?.name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu; the button is the keyboard path
    <div
      ref={wrapper}
      className="user-menu"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar src={user?.profile_image} size={36} />
        <span className="user-name">{fullName}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={menuId} role="menu" aria-label={messages.shell.userMenu} className="user-menu-list" hidden={!open}>
        <button type="button" role="menuitem" className="menu-item" onClick={choose(onProfile)}>
          <Icon name="user" size={16} />
          {messages.shell.profile}
        </button>
        <button type="button" role="menuitem" className="menu-item" onClick={choose(onLogout)}>
          <Icon name="logout" size={16} />
          {messages.shell.logout}
        </button>
      </div>
    </div>
  );
}
