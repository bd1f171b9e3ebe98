import { complaintTexts, dataRequestTexts, messages } from '@ppd/domain';
import type { IconName } from '../../ui/Icon.tsx';

export interface MenuEntry {
  to: string;
  label: string;
  icon: IconName;
  adminOnly?: boolean;
  /** Shows the number of alerts waiting for an authority. */
  countsOpenAlerts?: boolean;
}

const nav = messages.shell.nav;

/** The left menu (spec part 1 §2.2), with the survey and report areas after Registros. */
export const MENU: readonly MenuEntry[] = [
  { to: '/mapa', label: nav.map, icon: 'map' },
  { to: '/adminexplorer', label: nav.explorer, icon: 'compass' },
  { to: '/monitores', label: nav.authorities, icon: 'users', adminOnly: true },
  { to: '/gestores', label: nav.gestores, icon: 'briefcase', adminOnly: true },
  { to: '/alertas', label: messages.board.alerts.title, icon: 'error', countsOpenAlerts: true },
  { to: '/denuncias', label: complaintTexts.menu, icon: 'megaphone' },
  { to: '/registros', label: nav.records, icon: 'list' },
  { to: '/eventos', label: messages.activities.title, icon: 'calendar' },
  { to: '/cuestionarios', label: nav.surveys, icon: 'clipboard' },
  { to: '/reportes', label: nav.reports, icon: 'chart' },
  { to: '/administracion', label: nav.admin, icon: 'sliders', adminOnly: true },
  { to: '/solicitudes-datos', label: dataRequestTexts.title, icon: 'lock', adminOnly: true },
  { to: '/configuracion', label: messages.config.title, icon: 'tool', adminOnly: true },
];

export function menuFor(isAdmin: boolean): MenuEntry[] {
  return MENU.filter((entry) => isAdmin || !entry.adminOnly);
}

/** Whether a menu entry is the current section (/cuestionarios/nuevo lights Cuestionarios). */
export function isActive(entry: MenuEntry, location: string): boolean {
  return location === entry.to || location.startsWith(`${entry.to}/`);
}
