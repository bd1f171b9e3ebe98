import type { Locator, Page } from 'playwright-core';

/**
 * A number setting's form (`form`: the page, or the row that holds it): Guardar refuses `refused` with `why`, then
 * saves `accepted`, and the dialog says `saved` (left open for the test to read and accept).
 */
export async function refuseThenSave(
  page: Page,
  form: Page | Locator,
  field: Locator,
  o: { refused: string; why: string; accepted: string; saved: string },
): Promise<Locator> {
  const save = () => form.getByRole('button', { name: 'Guardar' }).click();
  await field.fill(o.refused);
  await save();
  await form.getByText(o.why).waitFor();
  await field.fill(o.accepted);
  await save();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(o.saved).waitFor();
  return dialog;
}
