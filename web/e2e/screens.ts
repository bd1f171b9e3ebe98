import type { Page } from 'playwright-core';
import { ADMIN, GESTOR } from './harness.ts';

/**
 * Every screen a person can open, opened as a new user would with the demo data, at a desk and on a phone. A screen
 * added later joins the walk by being listed here. `ready` is what the screen draws once its data is in.
 */
export type Who = 'public' | 'session' | 'admin';
export interface Screen {
  path: string;
  who: Who;
  ready: string;
  /** What is inside, opened: `open`'s first match (a list's first item) or, with `each`, every one in turn (each tab). */
  inside?: { open: string; ready: string; each?: boolean };
}
/** A list and its first item's detail (`detail` is drawn in the detail pane). */
const list = (path: string, who: Who, detail: string): Screen => ({
  path,
  who,
  ready: '.list-item',
  inside: { open: '.list-item', ready: `.detail-pane ${detail}` },
});
/** A screen whose tabs (`tabs`) are opened one by one, each drawing `ready`. */
const tabbed = (path: string, who: Who, ready: string, tabs: string): Screen => ({
  path,
  who,
  ready,
  inside: { open: tabs, ready, each: true },
});
export const SCREENS: readonly Screen[] = [
  { path: '/login', who: 'public', ready: 'form' },
  { path: '/reset_password', who: 'public', ready: 'h1' },
  { path: '/privacy', who: 'public', ready: 'h1' },
  { path: '/support', who: 'public', ready: 'h1' },
  { path: '/requestdel', who: 'public', ready: 'h1' },
  { path: '/explorador', who: 'public', ready: '.deck-events-root' },
  { path: '/ruta-que-no-existe', who: 'public', ready: 'h1' },
  { path: '/panel', who: 'session', ready: '.card-grid a' },
  { path: '/mapa', who: 'session', ready: '.deck-events-root' },
  { path: '/adminexplorer', who: 'session', ready: '.deck-events-root' },
  list('/monitores', 'admin', 'h3'),
  list('/gestores', 'admin', 'tbody tr'),
  list('/alertas', 'session', '.alert-card'),
  list('/denuncias', 'session', '.complaint-detail h2'),
  list('/registros', 'session', '.record-detail'),
  list('/eventos', 'session', '.activity-detail'),
  { path: '/cuestionarios', who: 'session', ready: 'tbody tr' },
  { path: '/cuestionarios/nuevo', who: 'session', ready: 'form' },
  { path: '/cuestionarios/{survey}/editar', who: 'session', ready: 'form' },
  { path: '/cuestionarios/{survey}/respuestas', who: 'session', ready: '.result-block' },
  tabbed('/reportes', 'session', '.report-total', '.reports-kinds button'),
  tabbed('/administracion', 'admin', '.admin-item', '.admin-page [role=tab]'),
  // A catalogue shows a table row; a settings section (position retention) its form.
  tabbed('/configuracion', 'admin', 'tbody tr, .catalog-section form', '.config-sections .list-item'),
  list('/solicitudes-datos', 'admin', '.data-request-detail h2'),
];
export const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
export const VISITS: Record<Who, readonly Who[]> = {
  public: ['public'],
  session: ['session'],
  admin: ['session', 'admin'],
};
export const ACCOUNTS = { session: GESTOR, admin: ADMIN } as const;

type Role = Parameters<Page['getByRole']>[0];
/**
 * A control used: clicked, the first of a role and (exact) name or the first matching a CSS selector (a list's first
 * item); or, with `key`, the first matching `focus` focused and the key pressed (a menu that a hover also opens).
 */
export type Click = readonly [Role, string | RegExp] | string | { focus: string; key: string };
/**
 * A modal or dialog, opened on `path` by clicking each control of `open` in turn; it is drawn once the dialog named
 * `dialog` shows. A dialog added later joins the walk by being listed here.
 */
export interface DialogVisit {
  path: string;
  who: Who;
  open: readonly Click[];
  dialog: string | RegExp;
}
const dialog = (path: string, who: Who, open: readonly Click[], name: string | RegExp): DialogVisit => ({
  path,
  who,
  open,
  dialog: name,
});
export const DIALOGS: readonly DialogVisit[] = [
  dialog('/login', 'public', [['button', '¿Olvidó su contraseña?']], 'Restablecer contraseña'),
  dialog('/panel', 'session', [{ focus: '[aria-haspopup="menu"]', key: 'Enter' }, ['menuitem', 'Perfil']], 'Perfil'),
  dialog('/alertas', 'session', [['button', /^Abiertas/], '.list-item', ['button', 'Asignar']], /Asignar autoridad/),
  dialog('/alertas', 'session', ['.list-item', ['button', 'Ver chat']], /Chat de la alerta/),
  dialog('/registros', 'session', ['.list-item', ['button', 'Comentarios']], 'Comentarios'),
  // A gestor may edit only their own records; an administrator any.
  dialog('/registros', 'admin', ['.list-item', ['button', 'Editar']], 'Editar registro'),
  dialog('/eventos', 'session', [['button', 'Agregar']], 'Nuevo evento'),
  dialog('/eventos', 'session', [['button', 'Calendario']], 'Calendario'),
  dialog('/eventos', 'session', ['.list-item', ['button', 'Enviar a visitantes']], 'Enviar evento a visitantes'),
  dialog('/cuestionarios', 'session', [['button', 'Enviar encuesta']], 'Enviar encuesta a visitantes'),
  dialog('/monitores', 'admin', [['button', 'Agregar monitor']], 'Nuevo monitor'),
  dialog('/monitores', 'admin', ['.list-item', ['button', 'Editar']], 'Editar monitor'),
  dialog('/gestores', 'admin', [['button', 'Agregar gestor']], 'Nuevo gestor'),
  dialog('/configuracion', 'admin', [['button', /^Editar /]], /^Editar/),
  dialog('/solicitudes-datos', 'admin', [['button', 'Registrar solicitud']], 'Registrar solicitud'),
  // The demo's first request is open: its operations that ask for input first.
  dialog('/solicitudes-datos', 'admin', ['.list-item', ['button', 'Rectificar sus datos']], 'Rectificar datos'),
  dialog(
    '/solicitudes-datos',
    'admin',
    ['.list-item', ['button', 'Registrar su oposición a envíos']],
    'Oposición a envíos',
  ),
];
