import type { Locator, Page } from 'playwright-core';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** deck.gl tells a click from a double click by waiting ~300 ms: space clicks by 500 ms. */
export async function clickMap(map: Locator, points: [number, number][]): Promise<void> {
  for (const [x, y] of points) {
    await map.click({ position: { x, y } });
    await pause(500);
  }
}

/** A closed square of `half` px around the map's centre (the send map opens centred on the visitors). */
export async function drawSquare(page: Page, map: Locator, half: number): Promise<void> {
  const box = (await map.boundingBox())!;
  const [cx, cy] = [box.width / 2, box.height / 2];
  await page.getByRole('button', { name: 'Dibujar polígono' }).click();
  await clickMap(map, [
    [cx - half, cy - half],
    [cx + half, cy - half],
    [cx + half, cy + half],
    [cx - half, cy + half],
    [cx - half, cy - half],
  ]);
}

export const question = (page: Page, n: number) => page.getByRole('article', { name: `Pregunta ${n}`, exact: true });

/** Adds a question of each type through the 'Agregar pregunta' buttons. */
export async function addQuestions(page: Page, labels: string[]): Promise<void> {
  const add = page.getByRole('group', { name: 'Agregar pregunta' });
  for (const label of labels) await add.getByRole('button', { name: label, exact: true }).click();
}

/** Closes the success or error dialog titled `title`. */
export async function acknowledge(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The number the send modal's live count shows once it settles on `expected`. */
export async function countSettlesAt(modal: Locator, expected: number): Promise<void> {
  await modal.locator(`.audience-count[data-total="${expected}"]:not([aria-busy])`).waitFor({ timeout: 10_000 });
}
