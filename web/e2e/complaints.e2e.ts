import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppClient } from '@ppd/client';
import { clientPool, newVisitor } from '@ppd/client/testing';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { ADMIN, type App, fileApp, GESTOR, openFromMenu, signIn, withDb } from './harness.ts';
import { browserJpeg } from './media-fixtures.ts';
import { deleteHeld } from './request-steps.ts';

let app: App;
let page: Page;
const clients = clientPool(() => app.baseUrl);
const downloads = mkdtempSync(path.join(tmpdir(), 'ppd-e2e-complaints-'));
fileApp({ worker: true, clients }, (started) => ({ app, page } = started));

afterAll(async () => {
  rmSync(downloads, { recursive: true, force: true });
});

interface Caught {
  subject: string;
  text: string;
  date: string;
  to: { address: string }[];
}

// The catcher keeps earlier runs' mail, and folios restart with each test database: only this run's mail counts.
const startedAt = Math.floor(Date.now() / 1000) * 1000; // mail dates have whole seconds
async function mailsWith(subject: string, to?: string): Promise<Caught[]> {
  const res = await fetch(`${process.env.SMTP_CATCHER_URL}/email`);
  return ((await res.json()) as Caught[]).filter(
    (m) => m.subject === subject && Date.parse(m.date) >= startedAt && (!to || m.to.some((r) => r.address === to)),
  );
}

const tab = (label: string) =>
  page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: new RegExp(`^${label}`) });
const countOf = async (label: string) => Number((await tab(label).locator('.tab-badge').textContent()) ?? 'NaN');
const item = (id: number) => page.locator(`[data-complaint-id="${id}"]`);
const accept = () => page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();

describe('Lista de denuncias', () => {
  let visitor: AppClient;
  let visitorEmail: string;
  let complaintId: number;
  let categoryName: string;
  let detail: Locator;

  it('a gestor opens the list from the menu', async () => {
    await signIn(app, GESTOR);
    await openFromMenu(page, 'Denuncias', '/denuncias');
    await page.getByRole('heading', { name: /Lista de denuncias/ }).waitFor();
    await page.locator('[data-complaint-id]').first().waitFor();
    expect(await countOf('Todos')).toBe(
      (await countOf('Abiertas')) + (await countOf('Pendientes')) + (await countOf('Cerradas')),
    );
  });

  it('shows a complaint filed through the app client without a reload, and counts it', async () => {
    const opened = await countOf('Abiertas');
    const all = await countOf('Todos');
    visitorEmail = `denunciante.e2e.${Date.now()}@prueba.mx`;
    visitor = await newVisitor(clients.open(), 'denunciante', {
      email: visitorEmail,
      name: 'Diego',
      sex: 'H',
      age: 35,
      nivel_estudios: 'Preparatoria',
    });
    const [category] = await visitor.complaintCategories();
    categoryName = category!.name;
    const filed = await visitor.fileComplaint({
      category_id: category!.id,
      text: 'Luminaria apagada en el parque',
      lat: 19.41,
      lon: -99.2,
      file: { data: await browserJpeg(page, 64, 48), name: 'foto.jpg', type: 'image/jpeg' },
    });
    complaintId = filed.id;
    expect(filed).toMatchObject({ status: 'no atendida', file_type: 'image/jpeg' });
    await item(complaintId).waitFor();
    await expect.poll(() => countOf('Abiertas')).toBe(opened + 1);
    await expect.poll(() => countOf('Todos')).toBe(all + 1);
  });

  it('filters by category and by folio, and opens the complaint', async () => {
    // Every category at first, under the spec's name for it.
    expect(await page.getByLabel('Categoría').locator('option:checked').textContent()).toBe('Todos');
    await page.getByLabel('Categoría').selectOption({ label: categoryName });
    await item(complaintId).waitFor();
    const others = await page.locator('.complaint-item-category').allTextContents();
    expect(others.every((name) => name === categoryName)).toBe(true);
    await page.getByRole('searchbox').fill(`F-${complaintId}`);
    await expect.poll(() => page.locator('[data-complaint-id]').count()).toBe(1);
    await item(complaintId).click();
    detail = page.getByRole('article', { name: `F-${complaintId}` });
    await detail.getByText('Luminaria apagada en el parque').waitFor();
    // The evidence photo itself is shown (its URL carries the gestor's token), not a placeholder.
    const photo = detail.locator('img.media-view');
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await detail.locator('.complaint-map canvas').first().waitFor();
    expect(await detail.getByRole('button', { name: 'Enviar evidencia' }).count()).toBe(0);
  });

  it('sets it Pendiente (the visitor is e-mailed), and sends the evidence to the category', async () => {
    const form = detail.getByRole('form', { name: 'Reporte' });
    await form.getByRole('button', { name: 'Guardar reporte' }).click();
    await form.getByText('Asigne un estado a la denuncia.').waitFor();
    const options = await form.getByLabel('Nuevo estado').locator('option').allTextContents();
    expect(options.slice(1)).toEqual(['Pendiente', 'Cerrado']);
    await form.getByLabel('Nuevo estado').selectOption({ label: 'Pendiente' });
    await form.getByRole('button', { name: 'Guardar reporte' }).click();
    await page.getByRole('alertdialog').getByText('Denuncia actualizada').waitFor();
    await accept();
    await detail.locator('.complaint-status', { hasText: 'Pendiente' }).waitFor();
    await expect
      .poll(async () => (await mailsWith(`Su denuncia F-${complaintId} está Pendiente`, visitorEmail)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    await detail.locator('[data-delivery-status="sent"]').first().waitFor({ timeout: 20_000 });

    await detail.getByRole('button', { name: 'Enviar evidencia' }).click();
    await page.getByRole('alertdialog').getByText('La evidencia se envió a la cola de correo').waitFor();
    await accept();
    const subject = `Denuncia F-${complaintId}: ${categoryName}`;
    await expect.poll(async () => (await mailsWith(subject)).length, { timeout: 20_000 }).toBe(1);
    expect((await mailsWith(subject))[0]!.text).toContain('Luminaria apagada en el parque');
    await expect.poll(() => detail.locator('[data-delivery-status="sent"]').count(), { timeout: 20_000 }).toBe(2);

    // The category loses its recipients: the refusal says why, under the spec's failure text.
    const setRecipients = (email: string) =>
      withDb(app, (db) =>
        sql`UPDATE complaint_categories SET email = ${email} WHERE name = ${categoryName}`.execute(db),
      );
    const recipients = await withDb(
      app,
      async (db) =>
        (await sql<{ email: string }>`SELECT email FROM complaint_categories WHERE name = ${categoryName}`.execute(db))
          .rows[0]!.email,
    );
    await setRecipients('');
    try {
      await detail.getByRole('button', { name: 'Enviar evidencia' }).click();
      const refused = page.getByRole('alertdialog', { name: 'Hubo un error con el envío de la evidencia' });
      await refused.getByText('La categoría de la denuncia no tiene correos destinatarios').waitFor();
      await accept();
    } finally {
      await setRecipients(recipients);
    }
  });

  it('closes it with a reply, which is then read-only', async () => {
    const form = detail.getByRole('form', { name: 'Reporte' });
    expect((await form.getByLabel('Nuevo estado').locator('option').allTextContents()).slice(1)).toEqual(['Cerrado']);
    await form.getByLabel('Nuevo estado').selectOption({ label: 'Cerrado' });
    await form.getByLabel('Respuesta').fill('Se cambió la luminaria.');
    await form.getByRole('button', { name: 'Guardar reporte' }).click();
    await accept();
    await detail.locator('.complaint-status', { hasText: 'Cerrada' }).waitFor();
    const reply = detail.getByLabel('Respuesta');
    await expect.poll(() => reply.inputValue()).toBe('Se cambió la luminaria.');
    expect(await reply.getAttribute('readonly')).not.toBeNull();
    expect(await detail.getByRole('button', { name: 'Guardar reporte' }).count()).toBe(0);
    const seen = await visitor.complaint(complaintId);
    expect(seen).toMatchObject({ status: 'atendida', reply: 'Se cambió la luminaria.' });
  });

  it('downloads Denuncias.xls with what the list shows', async () => {
    await tab('Cerradas').click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Excel' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('Denuncias.xls');
    const saved = path.join(downloads, 'Denuncias.xls');
    await file.saveAs(saved);
    const book = XLSX.read(readFileSync(saved));
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Denuncias!, { header: 1 });
    expect(rows.slice(1)).toEqual([
      [
        `F-${complaintId}`,
        expect.any(String),
        categoryName,
        'Cerrada',
        'Diego',
        'Prueba',
        'Masculino',
        35,
        'Preparatoria',
        'Luminaria apagada en el parque',
        'Se cambió la luminaria.',
        'IMAGEN',
        '',
        19.41,
        -99.2,
      ],
    ]);
  });

  /** A complaint filed through the app and opened in the detail, its status set first (as another gestor would). */
  async function openFiled(text: string, status: 'no atendida' | 'en proceso' = 'no atendida') {
    const [category] = await visitor.complaintCategories();
    const filed = await visitor.fileComplaint({ category_id: category!.id, text });
    await withDb(app, (db) => sql`UPDATE complaints SET status = ${status} WHERE id = ${filed.id}`.execute(db));
    await tab('Todos').click();
    await page.getByRole('searchbox').fill(`F-${filed.id}`);
    await item(filed.id).click();
    const shown = page.getByRole('article', { name: `F-${filed.id}` });
    await shown.getByRole('form', { name: 'Reporte' }).waitFor();
    return { id: filed.id, shown };
  }

  it('says why a report or an evidence send was refused (another gestor closed it meanwhile) and shows the complaint as it now is', async () => {
    const refusals = {
      report: {
        status: 'no atendida',
        dialog: 'Hubo un error con la actualización de la denuncia',
        reason: 'La denuncia ya está cerrada: no admite cambios',
        button: 'Guardar reporte',
      },
      evidence: {
        status: 'en proceso',
        dialog: 'Hubo un error con el envío de la evidencia',
        reason: 'Solo se envía la evidencia de denuncias pendientes',
        button: 'Enviar evidencia',
      },
    } as const;
    for (const [act, refusal] of Object.entries(refusals)) {
      const { id, shown } = await openFiled(`Bache en la banqueta (${act})`, refusal.status);
      if (act === 'report') await shown.getByLabel('Nuevo estado').selectOption({ label: 'Pendiente' });
      await withDb(app, (db) =>
        sql`UPDATE complaints SET status = 'atendida', reply = 'Atendida por otro gestor' WHERE id = ${id}`.execute(db),
      );
      await shown.getByRole('button', { name: refusal.button }).click();
      await page.getByRole('alertdialog', { name: refusal.dialog }).getByText(refusal.reason).waitFor();
      await accept();
      await shown.locator('.complaint-status', { hasText: 'Cerrada' }).waitFor();
      expect(await shown.getByRole('button', { name: refusal.button }).count(), act).toBe(0);
    }
  });

  it('does not send a reply drafted for Cerrado when the gestor then saves Pendiente (its box is hidden)', async () => {
    const { id, shown } = await openFiled('Fuga de agua en la esquina');
    await shown.getByLabel('Nuevo estado').selectOption({ label: 'Cerrado' });
    await shown.getByLabel('Respuesta').fill('Borrador que el visitante no debe leer');
    await shown.getByLabel('Nuevo estado').selectOption({ label: 'Pendiente' });
    expect(await shown.getByLabel('Respuesta').count()).toBe(0);
    await shown.getByRole('button', { name: 'Guardar reporte' }).click();
    await page.getByRole('alertdialog').getByText('Denuncia actualizada').waitFor();
    await accept();
    expect(await visitor.complaint(id)).toMatchObject({ status: 'en proceso', reply: null });
  });

  it('offers Eliminar to an administrator only (it destroys the evidence); a gestor still handles the complaint', async () => {
    const { shown } = await openFiled('Denuncia que un gestor no elimina');
    expect(await shown.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
    // The tests below delete: as an administrator.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(app, ADMIN, '/denuncias');
    await page.locator('[data-complaint-id]').first().waitFor();
  });

  it('says a complaint another administrator deleted meanwhile is gone, and no longer lists it nor offers its form', async () => {
    for (const act of ['report', 'delete'] as const) {
      const { id, shown } = await openFiled(`Denuncia borrada por otro gestor (${act})`);
      await withDb(app, (db) => sql`DELETE FROM complaints WHERE id = ${id}`.execute(db));
      if (act === 'report') {
        await shown.getByLabel('Nuevo estado').selectOption({ label: 'Pendiente' });
        await shown.getByRole('button', { name: 'Guardar reporte' }).click();
      } else {
        await shown.getByRole('button', { name: 'Eliminar' }).click();
        await accept();
      }
      await page.getByRole('alertdialog').getByText('No se encontró la denuncia').waitFor();
      await accept();
      await item(id).waitFor({ state: 'detached' });
      await shown.getByText('No se encontró la denuncia').waitFor();
      expect(await shown.getByRole('form', { name: 'Reporte' }).count(), act).toBe(0);
      expect(await shown.getByRole('button', { name: 'Eliminar' }).count(), act).toBe(0);
    }
  });

  it('keeps Eliminar busy from Aceptar until the answer, then deletes the complaint once', async () => {
    await page.getByRole('searchbox').fill(`F-${complaintId}`);
    await item(complaintId).click();
    const shown = page.getByRole('article', { name: `F-${complaintId}` });
    await deleteHeld(page, shown.getByRole('button', { name: 'Eliminar' }), 'Desea eliminar esta denuncia?', (url) =>
      url.pathname.startsWith('/visitors/complaint/remove/'),
    );
    await page.getByRole('alertdialog', { name: 'Eliminado exitosamente' }).waitFor();
    await accept();
    await item(complaintId).waitFor({ state: 'detached' });
  });

  it('shows the list a page at a time: Cargar más brings the next page', async () => {
    // A page holds 200: the category gets 200 more complaints, older than the rest.
    const more = await withDb(app, async (db) => {
      await sql`
        INSERT INTO complaints (text, date, updated_at, category_id, visitor_id)
        SELECT 'Denuncia en lote ' || g, now() - interval '400 days' + g * interval '1 minute', now(), k.id, u.id
        FROM generate_series(1, 200) AS g, complaint_categories AS k, users AS u
        WHERE k.name = ${categoryName} AND u.email = ${visitorEmail}
      `.execute(db);
      return (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM complaints c JOIN complaint_categories k
          ON k.id = c.category_id WHERE k.name = ${categoryName}`.execute(db)
      ).rows[0]!.n;
    });
    try {
      await page.reload();
      await page.getByLabel('Categoría').selectOption({ label: categoryName });
      await expect.poll(() => countOf('Todos')).toBe(more);
      await expect.poll(() => page.locator('[data-complaint-id]').count()).toBe(200);
      await page.getByText(`Mostrando 200 de ${more}`).waitFor();
      // A next page that cannot be read is said in a dialog; the rows shown stay, with no failure over them.
      const nextPage = (url: URL) => url.pathname === '/api/complaints/' && url.searchParams.get('page') === '2';
      await page.route(nextPage, (route) => route.abort('connectionreset'));
      await page.getByRole('button', { name: 'Cargar más' }).click();
      await page.getByRole('alertdialog', { name: 'Ha ocurrido un error' }).waitFor();
      await accept();
      expect(await page.locator('[data-complaint-id]').count()).toBe(200);
      expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
      await page.unroute(nextPage);
      await page.getByRole('button', { name: 'Cargar más' }).click();
      await expect.poll(() => page.locator('[data-complaint-id]').count()).toBe(more);
      expect(await page.getByRole('button', { name: 'Cargar más' }).count()).toBe(0);
      const folios = await page
        .locator('[data-complaint-id]')
        .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-complaint-id'))));
      expect(new Set(folios).size).toBe(more);
    } finally {
      await withDb(app, (db) => sql`DELETE FROM complaints WHERE text LIKE 'Denuncia en lote %'`.execute(db));
    }
  });
});
