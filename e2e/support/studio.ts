import { expect, type Browser, type Page } from '@playwright/test';
import { createAccount, grantRole, logIn, uniqueEmail } from './accounts';

/** A signed-in page of a new account holding a staff role, granted with the project's own command. */
export async function staffPage(browser: Browser, role: 'editor' | 'publisher' | 'admin', name: string): Promise<Page> {
  const email = uniqueEmail(`studio-${role}`);
  await createAccount(email, { displayName: name, confirmed: true });
  grantRole(email, role);
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

/** Pastes HTML into a rich-text field of the studio (labelled `label`), as a browser does from the clipboard. */
export async function pasteHtml(page: Page, label: string, html: string) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** The id in an editor's URL (/studio/<section>/<id>). */
export const idOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;

/** Clicks a destructive button, then the same button in the dialog that asks first (a modal: the rest of the page is inert meanwhile). */
export async function confirmed(page: Page, name: string) {
  await page.getByRole('main').getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
}

/** Picks a picture for an image field, as staff do: its button opens the thumbnails; the one whose caption is `caption` is chosen. */
export async function chooseImage(page: Page, label: string, caption: string) {
  await page.getByRole('button', { name: `Choose ${label.toLowerCase()}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Choose the ${label.toLowerCase()}` });
  await dialog.getByRole('radio', { name: caption, exact: true }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}
