const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches inside `root`, in order (shown ones only). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.checkVisibility() && !el.closest('[inert]'),
  );
}

/**
 * Keeps Tab inside a modal: from its last control to its first and, with Shift, back. A modal <dialog> makes the page
 * behind it inert, but Tab past its last control still leaves for the browser's own bar (WCAG 2.1.2, 2.4.3).
 */
export function trapTab(root: HTMLElement, event: KeyboardEvent): void {
  // A dialog opened inside this one keeps its own Tab.
  if (event.key !== 'Tab' || (event.target as Element).closest('dialog') !== root) return;
  const all = tabbables(root);
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first || !root.contains(active) : active === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
