import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, startApp, submitLogin, waitForPath } from './harness.ts';

const TITLE = 'Humedal privado de prueba';

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
});

afterAll(async () => {
  await app?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** deck.gl tells a click from a double click by waiting ~300 ms: space clicks by 500 ms. */
async function clickMap(map: Locator, points: [number, number][]) {
  for (const [x, y] of points) {
    await map.click({ position: { x, y } });
    await pause(500);
  }
}

const visibleMap = () => page.locator('.map-view:visible').first();

describe('geographic records in the browser', () => {
  it('draws a polygon and an influence zone on /mapa, with their measures', async () => {
    await page.goto(`${app.baseUrl}/login?next=%2Fmapa`);
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await waitForPath(page, '/mapa');
    const map = visibleMap();
    await map.locator('canvas').waitFor();
    await pause(800);

    await page.getByRole('button', { name: 'Dibujar polígono' }).click();
    await clickMap(map, [
      [400, 250],
      [600, 240],
      [640, 420],
      [420, 440],
      [400, 250],
    ]);
    const measures = page.getByRole('region', { name: 'Medidas' });
    await measures.getByText('Polígono').waitFor();
    expect(await measures.getByText(/Área: [\d,]+\.\d\d ha/).count()).toBe(1);
    expect(await measures.getByText(/Longitud: [\d,]+\.\d\d km/).count()).toBe(1);

    await page.getByRole('button', { name: 'Dibujar marcador' }).click();
    await clickMap(map, [[850, 350]]);
    const kind = page.getByRole('dialog', { name: '¿Qué geometría desea dibujar?' });
    await kind.getByRole('button', { name: 'Marcador Común' }).waitFor();
    await kind.getByRole('button', { name: 'Zona de Influencia' }).click();
    const radius = page.getByRole('dialog', { name: 'Zona de Influencia' });
    expect(await radius.getByLabel('Radio (km)').inputValue()).toBe('2');
    await radius.getByLabel('Radio (km)').fill('3');
    await radius.getByRole('button', { name: 'Guardar' }).click();
    await measures.getByText('Zona de influencia').waitFor();
    await measures.getByText('Radio: 3.00 km').waitFor();
    await pause(500);
    await page.screenshot({ path: '/tmp/e2e-mapa-drawn.png' });
  });

  it('shows every validation message when the save dialog is sent empty, then saves a private record', async () => {
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar levantamiento' });
    await dialog.getByLabel('Proyecto').locator('option').nth(1).waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    for (const message of [
      'Escriba un título',
      'Escriba una descripción.',
      'Seleccione un proyecto',
      'Seleccione una categoría',
      'Seleccione un tipo',
      'Seleccione una subcategoría',
      'Seleccione un tipo de visibilidad',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await page.screenshot({ path: '/tmp/e2e-mapa-validation.png' });

    await dialog.getByLabel('Título').fill(TITLE);
    await dialog.getByLabel('Descripción').fill('Zona de humedal con fauna local.');
    await dialog.getByLabel('Proyecto').selectOption({ label: 'Cenotes del Sur' });
    await dialog.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Agua' });
    await dialog.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Oportunidades' });
    await dialog
      .getByLabel('Subcategoría')
      .locator('option', { hasText: 'Captación de lluvia' })
      .waitFor({ state: 'attached' });
    await dialog.getByLabel('Subcategoría').selectOption({ label: 'Captación de lluvia' });
    await dialog.getByLabel('Visibilidad').selectOption({ label: 'Privado' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    const done = page.getByRole('alertdialog', { name: 'Levantamiento guardado exitosamente' });
    await done.waitFor();
    await page.screenshot({ path: '/tmp/e2e-mapa-saved.png' });
    await done.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByRole('toolbar', { name: 'Herramientas de dibujo' }).count()).toBe(0);
  });
});
