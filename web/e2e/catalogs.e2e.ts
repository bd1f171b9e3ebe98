import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type App, fileApp, openFromMenu, signIn, waitForPath, withDb } from './harness.ts';
import { middleOfFirstLine, placeholderOverflow, textLines } from './look-steps.ts';
import { deleteHeld, failReads, holdRequests } from './request-steps.ts';

let app: App;
let page: Page;
fileApp({}, (started) => ({ app, page } = started));
beforeAll(async () => {
  await signIn(app, ADMIN);
});

// A 1×1 PNG, a valid icon.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const modal = () => page.getByRole('dialog');
const okDialog = async (text: string) => {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'detached' });
};
const confirm = async (question: string) => {
  const dialog = page.getByRole('alertdialog', { name: question });
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
};
const save = () => modal().getByRole('button', { name: 'Guardar' }).click();

/** One section: how to fill its form, the text its rows are named by, and the spec's messages. */
interface Section {
  section: string;
  required: string;
  saved: string;
  confirm: string;
  fill: (form: Locator, name: string) => Promise<void>;
  /** The row's name in the buttons' labels (emergency numbers add the number). */
  label?: (name: string) => string;
}

const nombre = (form: Locator, name: string) => form.getByLabel('Nombre', { exact: true }).fill(name);
const libraryIcon = (form: Locator) => form.getByTitle('arbol').click();

const SECTIONS: Section[] = [
  {
    section: 'Proyectos',
    required: 'Ingrese un nombre para el proyecto.',
    saved: 'Proyecto guardado exitosamente',
    confirm: '¿Desea eliminar este proyecto?',
    fill: async (f, name) => {
      await nombre(f, name);
      await f.getByLabel('Lugar').fill('Mérida, Yucatán');
    },
  },
  {
    section: 'Autoridades',
    required: 'Ingrese una categoría de autoridad.',
    saved: 'Categoría guardada exitosamente',
    confirm: '¿Desea eliminar esta categoría de autoridad?',
    fill: async (f, name) => {
      await f.getByLabel('Categoría', { exact: true }).fill(name);
      await f.getByLabel('Área').selectOption('SALVAVIDAS');
    },
  },
  {
    section: 'Categorías',
    required: 'Ingrese una categoría',
    saved: 'Categoría guardada exitosamente',
    confirm: '¿Desea eliminar esta categoría?',
    fill: async (f, name) => {
      await nombre(f, name);
      await f
        .getByLabel('Subir ícono (PNG o JPEG, máximo 250 × 250 px)', { exact: true })
        .setInputFiles({ name: 'icono.png', mimeType: 'image/png', buffer: PNG });
    },
  },
  {
    section: 'Tipos',
    required: 'Ingrese un tipo de levantamiento.',
    saved: 'Tipo de levantamiento guardado exitosamente',
    confirm: '¿Desea eliminar este tipo de levantamiento?',
    fill: nombre,
  },
  {
    section: 'Denuncias',
    required: 'Ingrese una categoría de denuncia.',
    saved: 'Categoría guardada exitosamente',
    confirm: '¿Desea eliminar esta categoría de denuncia?',
    fill: async (f, name) => {
      await nombre(f, name);
      await f.getByLabel('Correos').fill('avisos@demo.ppd');
      await f.getByLabel('Correos').press('Enter');
    },
  },
  {
    section: 'Subcategorías',
    required: 'Ingrese el nombre de la subcategoria.',
    saved: 'Subcategoría guardada exitosamente',
    confirm: '¿Desea eliminar esta subcategoría?',
    fill: async (f, name) => {
      await nombre(f, name);
      await f.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Agua' });
      await f.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Amenazas' });
      await libraryIcon(f);
    },
  },
  {
    section: 'Números de emergencia',
    required: 'Ingrese el nombre del número de emergencia.',
    saved: 'Número de emergencia guardado exitosamente',
    confirm: '¿Desea eliminar este número de emergencia?',
    fill: async (f, name) => {
      await nombre(f, name);
      await f.getByLabel('Número').fill('800 123 4567');
    },
    label: (name) => `${name} 800 123 4567`,
  },
  {
    section: 'Categorías de eventos',
    required: 'Ingrese el nombre de la categoría de evento.',
    saved: 'Categoría de evento guardada exitosamente',
    confirm: '¿Desea eliminar esta categoría de evento?',
    fill: async (f, name) => {
      await nombre(f, name);
      await f.getByLabel('Color').fill('#aa5500');
    },
  },
  {
    section: 'Lugares',
    required: 'Ingrese el nombre del lugar.',
    saved: 'Lugar guardado exitosamente',
    confirm: '¿Desea eliminar este lugar?',
    fill: nombre,
  },
];

/** `path` opened while the projects cannot be read: it says so, not `empty`; Reintentar reads them. */
async function projectsFailThenRetry(path: string, empty: string) {
  const retry = await failReads(page, (url) => url.pathname === '/api/ppd/proyectos/getProjects');
  await page.goto(`${app.baseUrl}${path}`);
  const failure = page.getByRole('alert').filter({ hasText: 'Ha ocurrido un error' });
  await failure.waitFor();
  expect(await page.getByText(empty).count()).toBe(0);
  await retry(failure);
}

const sections = () => page.getByRole('navigation', { name: 'Secciones de configuración' });
const openSection = async (name: string) => {
  await sections().getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Crear' }).waitFor();
};

describe('Configuración', () => {
  it('is in the admin menu and its sections are searchable', async () => {
    await openFromMenu(page, 'Configuración', '/configuracion');
    const search = page.getByLabel('Búsqueda de configuraciones');
    await search.fill('numeros');
    await sections().getByRole('button', { name: 'Números de emergencia' }).waitFor();
    expect(await sections().getByRole('button').count()).toBe(1);
    await search.fill('');
    // The catalogues, Tiempos de respuesta, Posiciones de autoridades, Retención de datos, Aviso de privacidad and
    // Integraciones.
    expect(await sections().getByRole('button').count()).toBe(SECTIONS.length + 5);
  });

  it('draws every table tidily: headers on one line, the whole placeholder, row actions level with their text', async () => {
    await openFromMenu(page, 'Configuración', '/configuracion');
    expect(await placeholderOverflow(page.getByLabel('Búsqueda de configuraciones'))).toBe(0);
    for (const s of SECTIONS) {
      await openSection(s.section);
      const table = page.locator('.catalog-table');
      await table.locator('tbody tr td').nth(1).waitFor();
      for (const header of await table.locator('th').all()) {
        expect(await textLines(header), `${s.section}: ${await header.textContent()}`).toBe(1);
      }
      const row = table.locator('tbody tr').first();
      const text = await middleOfFirstLine(row.locator('td').filter({ hasText: /\S/ }).first());
      const icon = await middleOfFirstLine(row.locator('.catalog-actions svg').first());
      expect(Math.abs(icon - text), `${s.section}: row action against its text`).toBeLessThanOrEqual(2);
    }
  });

  for (const s of SECTIONS) {
    it(`${s.section}: creates, edits and deletes an entry`, async () => {
      const label = s.label ?? ((name: string) => name);
      await openSection(s.section);
      await page.getByRole('button', { name: 'Crear' }).click();
      await save();
      await modal().getByText(s.required).waitFor();
      await s.fill(modal(), 'Prueba de configuración');
      await save();
      await okDialog(s.saved);
      await page.getByRole('cell', { name: 'Prueba de configuración', exact: true }).waitFor();

      await page.getByRole('button', { name: `Editar ${label('Prueba de configuración')}` }).click();
      await modal()
        .getByLabel(s.section === 'Autoridades' ? 'Categoría' : 'Nombre', { exact: true })
        .fill('Prueba editada');
      await save();
      await okDialog(s.saved);
      await page.getByRole('cell', { name: 'Prueba editada', exact: true }).waitFor();

      await page.getByRole('button', { name: `Eliminar ${label('Prueba editada')}` }).click();
      await confirm(s.confirm);
      await okDialog('Eliminado exitosamente');
      await page.getByRole('cell', { name: 'Prueba editada', exact: true }).waitFor({ state: 'detached' });
    });
  }

  const createPlace = async (name: string) => {
    await openSection('Lugares');
    await page.getByRole('button', { name: 'Crear' }).click();
    await nombre(modal(), name);
    await save();
    await okDialog('Lugar guardado exitosamente');
  };

  it('says so when the entry being edited was deleted meanwhile', async () => {
    await createPlace('Lugar que se borra');
    await page.getByRole('button', { name: 'Editar Lugar que se borra' }).click();
    // Another admin deletes it while this modal is open.
    await withDb(app, (db) => sql`DELETE FROM places WHERE nombre = 'Lugar que se borra'`.execute(db));
    await modal().getByLabel('Nombre', { exact: true }).fill('Lugar editado');
    await save();
    await okDialog('El elemento no existe');
    await modal().getByRole('button', { name: 'Cerrar' }).first().click();
    await modal().waitFor({ state: 'detached' });
  });

  it('keeps the modal open while its save is on its way: Escape, × and Cerrar wait for the answer', async () => {
    await openSection('Lugares');
    await page.getByRole('button', { name: 'Crear' }).click();
    await nombre(modal(), 'Lugar lento');
    const create = (url: URL) => url.pathname === '/api/places';
    const held = await holdRequests(page, 'POST', create);
    await save();
    const guardar = modal().getByRole('button', { name: 'Guardar' });
    await expect.poll(() => guardar.getAttribute('aria-busy')).toBe('true');
    // Busy, Guardar keeps the keyboard's place (a disabled button dropped it to the page) and takes no second save.
    expect(await guardar.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await guardar.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    // The header's × and the footer's Cerrar.
    const closers = modal().getByRole('button', { name: 'Cerrar' });
    expect(await closers.count()).toBe(2);
    for (const closer of await closers.all()) expect(await closer.isDisabled()).toBe(true);
    await held.release();
    await okDialog('Lugar guardado exitosamente');
    await page.getByRole('cell', { name: 'Lugar lento', exact: true }).waitFor();
    expect(held.asked()).toBe(1);
  });

  it("keeps a row's Eliminar busy from Aceptar until the answer: one DELETE, no second confirmation", async () => {
    await createPlace('Lugar por borrar');
    const button = page.getByRole('button', { name: 'Eliminar Lugar por borrar' });
    await deleteHeld(page, button, '¿Desea eliminar este lugar?', (url) => url.pathname.startsWith('/api/places/'));
    await okDialog('Eliminado exitosamente');
    await page.getByRole('cell', { name: 'Lugar por borrar', exact: true }).waitFor({ state: 'detached' });
  });

  it('says a table or an icon library that could not be read so, with Reintentar, instead of looking empty', async () => {
    await projectsFailThenRetry('/configuracion', 'No hay elementos registrados');
    await page.getByRole('cell', { name: 'Bosque de Chapultepec', exact: true }).waitFor();

    const retryIcons = await failReads(page, (url) => url.pathname === '/api/ppd/catprinc/getIcons');
    await openSection('Categorías');
    await page.getByRole('button', { name: 'Crear' }).click();
    const noIcons = modal().getByRole('alert').filter({ hasText: 'No se pudieron cargar las opciones' });
    await noIcons.waitFor();
    await retryIcons(noIcons);
    await modal().getByTitle('arbol').waitFor();
    await modal().getByRole('button', { name: 'Cerrar' }).first().click();
    await modal().waitFor({ state: 'detached' });
  });

  it('refuses a taken project name (other case and accents) and lists the records of a project in use', async () => {
    await openSection('Proyectos');
    await page.getByRole('button', { name: 'Crear' }).click();
    await fillProject(modal(), 'BOSQUE DE CHAPULTEPÉC');
    await save();
    await modal().getByText('Ya hay otro proyecto con ese nombre. Pruebe con otro nombre').waitFor();
    await modal().getByRole('button', { name: 'Cerrar' }).first().click();

    await page.getByRole('button', { name: 'Eliminar Bosque de Chapultepec' }).click();
    await confirm('¿Desea eliminar este proyecto?');
    const blocked = page.getByRole('alertdialog', {
      name: 'El elemento que intenta borrar, forma parte de los siguientes levantamientos:',
    });
    await blocked.getByRole('listitem').first().waitFor();
    expect(await blocked.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/e2e-configuration-blocked.png' });
    await blocked.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('cell', { name: 'Bosque de Chapultepec', exact: true }).waitFor();
  });
});

async function fillProject(form: Locator, name: string) {
  await SECTIONS[0]!.fill(form, name);
}

describe('Administración', () => {
  it('lists projects, categories and subcategories; long names are cut at 30 characters', async () => {
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Administración' })
      .click();
    await waitForPath(page, '/administracion');
    expect(await placeholderOverflow(page.getByRole('searchbox'))).toBe(0);
    const long = 'Proyecto con un nombre bastante largo para la lista';
    await page.getByRole('button', { name: 'Crear' }).click();
    await fillProject(modal(), long);
    await save();
    await okDialog('Proyecto guardado exitosamente');
    const item = page.getByTitle(long, { exact: true });
    expect(await item.textContent()).toBe(`${long.slice(0, 30)}…`);
    await page.getByLabel('Buscar Proyectos').fill('bastante');
    expect(await page.getByRole('list', { name: 'Proyectos' }).getByRole('listitem').count()).toBe(1);

    const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();
    await tab('Categorías');
    await page.getByRole('button', { name: 'Crear' }).click();
    await nombre(modal(), 'Categoría sin registros');
    await libraryIcon(modal());
    await save();
    await okDialog('Categoría guardada exitosamente');

    await tab('Subcategorías');
    await page.getByRole('list', { name: 'Subcategorías' }).getByText('Fuga de agua').waitFor();
    await page.getByRole('button', { name: 'Crear' }).click();
    await nombre(modal(), 'Subcategoría nueva');
    await modal().getByLabel('Categoría', { exact: true }).selectOption({ label: 'Categoría sin registros' });
    await modal().getByLabel('Tipo', { exact: true }).selectOption({ label: 'Oportunidades' });
    await libraryIcon(modal());
    await save();
    await okDialog('Subcategoría guardada exitosamente');

    await tab('Categorías');
    await page.getByRole('button', { name: 'Eliminar Categoría sin registros' }).click();
    await confirm('¿Desea eliminar esta categoría?');
    const blocked = page.getByRole('alertdialog', {
      name: 'La categoría que intenta borrar, forma parte de las siguientes subcategorías:',
    });
    await blocked.getByRole('listitem').first().waitFor();
    expect(await blocked.getByRole('listitem').allTextContents()).toEqual(['Subcategoría nueva']);
    await blocked.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByTitle('Categoría sin registros', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-administration.png' });
  });

  it('offers what it creates at once where it is picked: the event modal and the complaints filter', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const go = async (link: string, path: string) => {
      await menu.getByRole('link', { name: link, exact: true }).click();
      await waitForPath(page, path);
    };
    const options = (select: Locator) => select.locator('option').allTextContents();
    const activityForm = page.getByRole('dialog', { name: 'Nuevo evento' });
    const openActivityForm = async () => {
      await go('Eventos', '/eventos');
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      await expect.poll(async () => (await options(activityForm.getByLabel('Lugar'))).length).toBeGreaterThan(1);
    };
    const complaintCategories = async () => {
      await go('Denuncias', '/denuncias');
      const select = page.getByLabel('Categoría');
      await expect.poll(async () => (await options(select)).length).toBeGreaterThan(1);
      return select;
    };
    // Both screens seen first, so their lists are already loaded when the new entries are created.
    await openActivityForm();
    await activityForm.getByRole('button', { name: 'Cerrar' }).first().click();
    await complaintCategories();

    await go('Configuración', '/configuracion');
    for (const [section, name, fill, saved] of [
      ['Lugares', 'Plaza recién abierta', nombre, 'Lugar guardado exitosamente'],
      ['Categorías de eventos', 'Feria recién creada', nombre, 'Categoría de evento guardada exitosamente'],
      [
        'Denuncias',
        'Ruido recién creada',
        SECTIONS.find((s) => s.section === 'Denuncias')!.fill,
        'Categoría guardada exitosamente',
      ],
    ] as const) {
      await openSection(section);
      await page.getByRole('button', { name: 'Crear' }).click();
      await fill(modal(), name);
      await save();
      await okDialog(saved);
    }

    // Without a reload: a list shown from before may be refetching still, for a moment.
    await openActivityForm();
    await expect.poll(() => options(activityForm.getByLabel('Lugar'))).toContain('Plaza recién abierta');
    await expect.poll(() => options(activityForm.getByLabel('Categoría'))).toContain('Feria recién creada');
    await activityForm.getByRole('button', { name: 'Cerrar' }).first().click();
    const categories = await complaintCategories();
    await expect.poll(() => options(categories)).toContain('Ruido recién creada');
  });

  it('says a list that could not be read so, with Reintentar, instead of Sin resultados', async () => {
    await projectsFailThenRetry('/administracion', 'Sin resultados');
    await page.getByRole('list', { name: 'Proyectos' }).getByText('Bosque de Chapultepec').waitFor();
  });
});
