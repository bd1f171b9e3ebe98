import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** Signs in from the login screen with the keys alone, and waits to land on /mapa. */
export async function signInByKeys(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await tabTo(page, page.getByLabel('Correo electrónico'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Contraseña', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/mapa');
}

/** The focus held by a modal: it starts inside and stays inside however many times Tab is pressed. */
export async function expectFocusHeld(page: Page, modal: Locator): Promise<void> {
  await modal.waitFor();
  await expect.poll(() => focusInside(modal)).toBe(true);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(modal), `the focus left the dialog after ${i + 1} Tab presses`).toBe(true);
  }
}

/** Accepts the outcome dialog (Aceptar) from the keyboard. */
export async function acknowledgeByKeys(page: Page, text: string | RegExp): Promise<void> {
  const outcome = page.getByRole('alertdialog');
  await outcome.getByText(text).waitFor();
  await pressOn(page, outcome.getByRole('button', { name: 'Aceptar' }));
  await outcome.waitFor({ state: 'detached' });
}

/**
 * Draws a shape with the map's keyboard panel: the drawing tool `tool` chosen, then from the map's centre mark each
 * key in turn (Space adds a vertex, the arrows move the centre) and Enter to close it.
 */
export async function drawByKeys(page: Page, map: Locator, tool: string, keys: readonly string[]): Promise<void> {
  await pressOn(page, map.getByRole('button', { name: tool }));
  await tabTo(page, map.getByRole('button', { name: /^Centro del mapa/ }));
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
}
