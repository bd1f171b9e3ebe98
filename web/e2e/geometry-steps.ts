import type { Locator, Page } from 'playwright-core';
import { pause } from './explorer-steps.ts';

/** On a record's detail: Editar geometría, accepting the confirmation that it cannot be undone. */
export async function startGeometryEdit(page: Page, detail: Locator): Promise<void> {
  await detail.getByRole('button', { name: 'Editar geometría' }).click();
  await page
    .getByRole('alertdialog', { name: /¿Desea editar las geometrías\?/ })
    .getByRole('button', { name: 'Aceptar' })
    .click();
}

/**
 * Clicks the detail's map at a share `x` of its width and `y` of its height, with time before for the map to be drawn
 * and `after` ms for the click's outcome.
 */
export async function clickDetailMap(detail: Locator, x: number, y: number, after = 500): Promise<void> {
  const map = detail.locator('.map-view');
  const box = (await map.boundingBox())!;
  await pause(500);
  await map.click({ position: { x: box.width * x, y: box.height * y } });
  await pause(after);
}

/** Guardar geometría, its confirmation and the success dialog. */
export async function saveGeometryEdit(page: Page, detail: Locator): Promise<void> {
  await detail.getByRole('button', { name: 'Guardar geometría' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Desea guardar los cambios de las geometrías?' })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Se han guardado los datos' })
    .getByRole('button', { name: 'Aceptar' })
    .click();
}

/**
 * After a marker is drawn: checks both choices are offered, picks Zona de Influencia, checks the default radius
 * (2 km, spec §9) and saves `km` instead.
 */
export async function chooseInfluenceZone(page: Page, km: string): Promise<void> {
  const kind = page.getByRole('dialog', { name: '¿Qué geometría desea dibujar?' });
  await kind.getByRole('button', { name: 'Marcador Común' }).waitFor();
  await kind.getByRole('button', { name: 'Zona de Influencia' }).click();
  const radius = page.getByRole('dialog', { name: 'Zona de Influencia' }).getByLabel('Radio (km)');
  if ((await radius.inputValue()) !== '2') throw new Error('the default radius is not 2 km');
  await radius.fill(km);
  await page.getByRole('dialog', { name: 'Zona de Influencia' }).getByRole('button', { name: 'Guardar' }).click();
}
