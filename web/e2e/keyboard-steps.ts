import type { Locator, Page } from 'playwright-core';

/** More Tab presses than any screen has stops before its last control. */
const MAX_TABS = 120;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** How the focused element shows it has the focus: its outline or its ring (a box shadow), or '' for nothing. */
export function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2)
      return `outline ${style.outlineWidth}`;
    return style.boxShadow === 'none' ? '' : `ring ${style.boxShadow}`;
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user walks to a control, and checks
 * it shows a focus ring there. Fails naming the control when it is never reached.
 */
export async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await target.waitFor({ state: 'visible' });
  for (let i = 0; i < MAX_TABS && !(await isFocused(target)); i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (!(await isFocused(target))) throw new Error(`${target} is not reached with the Tab key`);
  if (!(await focusRing(page))) throw new Error(`${target} shows no focus ring`);
}

/** Tabs to `target` and presses `key` on it (Enter by default: a link, a button). */
export async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The focus is inside `container` (a modal holding it). */
export function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}
