import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page's requests to `paths` fail as a dropped connection would. Returns what lets them through again: it clicks
 * the Reintentar of the `notice` that said so, and waits for the notice to go (the read went through).
 */
export async function failReads(page: Page, paths: (url: URL) => boolean) {
  await page.route(paths, (route) => route.abort('connectionreset'));
  return async (notice: Locator) => {
    await page.unroute(paths);
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await notice.waitFor({ state: 'detached' });
  };
}

/**
 * Holds the page's `method` requests to `paths` (the others pass) until `release`: what a screen shows while its
 * call is on its way. `asked` counts the requests held. With `readFirst`, the server answers each at once and the
 * answer is what is held (`read` counts those): an answer read before a change and landing after it.
 */
export async function holdRequests(
  page: Page,
  method: string,
  paths: (url: URL) => boolean,
  { readFirst = false } = {},
) {
  let open = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  const passed: Promise<void>[] = [];
  let read = 0;
  const handler = (route: Route) => {
    if (route.request().method() !== method) return route.continue();
    const pass = readFirst
      ? route.fetch().then(async (response) => {
          read += 1;
          await held;
          await route.fulfill({ response });
        })
      : held.then(() => route.continue());
    passed.push(pass);
    return pass;
  };
  await page.route(paths, handler);
  return {
    asked: () => passed.length,
    read: () => read,
    // The held requests go on before the handler is removed (removing it first would hand them on twice).
    release: async () => {
      open();
      await Promise.all(passed);
      await page.unroute(paths, handler);
    },
  };
}

/**
 * Clicks Eliminar (`button`), accepts the confirmation `question` while the DELETE is held, and checks the button
 * is busy (so it takes no second click) while the one DELETE is on its way; then lets the answer through.
 */
export async function deleteHeld(
  page: Page,
  button: Locator,
  question: string,
  paths: (url: URL) => boolean,
): Promise<void> {
  const remove = await holdRequests(page, 'DELETE', paths);
  try {
    await button.click();
    const confirm = page.getByRole('alertdialog', { name: question });
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    expect(remove.asked()).toBe(1);
  } finally {
    await remove.release();
  }
}
