import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, logIn, uniqueEmail } from './support/accounts';
import { chooseImage, staffPage } from './support/studio';

// Staff upload images in the studio and use them in insights; the site serves them, resized by
// next/image, with the alt text the upload was given. Nothing but a real image, from staff, is kept.

/** A picture no other run has uploaded (its colour from the clock): a new content hash. */
async function uniquePhoto(): Promise<Buffer> {
  const shade = (Date.now() % 0xffffff).toString(16).padStart(6, '0');
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: `#${shade}` } }).jpeg().toBuffer();
}

const UPLOAD = '/studio/images/upload';

test.describe('studio images', () => {
  test('a publisher uploads an image with its alt text and publishes an insight with it', async ({ browser, page }) => {
    const studio = await staffPage(browser, 'publisher', 'Ines Images');
    await studio.goto('/studio');
    await studio.getByRole('link', { name: 'Images' }).click();
    const alt = `Cracker towers at dusk ${Date.now().toString(36)}`;
    const form = studio.getByRole('form', { name: 'Upload an image' });
    await form.getByLabel(/^Image/).setInputFiles({ name: 'towers.jpg', mimeType: 'image/jpeg', buffer: await uniquePhoto() });
    await form.getByLabel('Alt text').fill(alt);
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(studio.getByRole('main').getByRole('status').first()).toHaveText('Uploaded. The image is in every image list of the studio’s forms.');
    const shown = studio.getByRole('img', { name: alt });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await studio.goto('/studio/insights/new');
    const heading = `Towers at dusk ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByRole('textbox', { name: 'Body', exact: true }).fill('Crackers at dusk.');
    await studio.getByLabel('Vertical').selectOption('Petrochemicals & Downstream');
    await studio.getByLabel('Topic').selectOption('Petrochemicals & Downstream');
    await studio.getByLabel('Author').selectOption('Pieter van Dijk');
    await chooseImage(studio, 'Image', alt);
    // The chosen picture shows beside its button, named by the upload's alt text.
    await expect(studio.getByRole('group', { name: 'Image', exact: true })).toContainText(alt);
    // The body takes an upload by its thumbnail too, with the upload's alt text to keep or change.
    await studio.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Image' }).click();
    const add = studio.getByRole('dialog', { name: 'Add an image' });
    await add.getByRole('button', { name: alt, exact: true }).click();
    await expect(add.getByLabel('Alt text')).toHaveValue(alt);
    await add.getByLabel('Alt text').fill('');
    await add.getByRole('button', { name: 'Add image' }).click();
    await expect(add.getByRole('alert')).toHaveText('Describe the image for readers who cannot see it (its alt text).');
    await add.getByLabel('Alt text').fill(`${alt}, from the gate`);
    await add.getByRole('button', { name: 'Add image' }).click();
    await expect(add).toBeHidden();
    await expect(studio.getByRole('textbox', { name: 'Body', exact: true }).getByRole('img', { name: `${alt}, from the gate` })).toBeVisible();
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText('Published. The insight is on the public site.');
    // The upload's alt text came with it.
    await expect(studio.getByLabel('Image alt text')).toHaveValue(alt);

    const articlePath = await studio.getByRole('link', { name: 'View on the site' }).getAttribute('href');
    await page.goto(articlePath!);
    const hero = page.getByRole('img', { name: alt, exact: true });
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = await hero.getAttribute('src');
    expect(src).toMatch(/^\/_next\/image\?url=%2Fmedia%2F[a-f0-9]{32}\.webp/);
    const original = await page.request.get(decodeURIComponent(src!.split('url=')[1]!.split('&')[0]!));
    expect(original.status()).toBe(200);
    expect(original.headers()['content-type']).toBe('image/webp');
    expect(original.headers()['cache-control']).toContain('immutable');
    await expect(page.getByRole('img', { name: `${alt}, from the gate` })).toBeVisible();

    // The library names where the upload is used, so it cannot be deleted; its alt text can change.
    await studio.goto('/studio/images');
    const card = studio.getByRole('listitem').filter({ has: studio.getByRole('img', { name: alt, exact: true }) });
    await expect(card.getByRole('link', { name: heading })).toBeVisible();
    await expect(card.locator('code')).toHaveText(/^\/media\/[a-f0-9]{32}\.webp$/);
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const renamed = `${alt}, renamed`;
    await card.getByRole('textbox', { name: 'Alt text', exact: true }).fill(renamed);
    await card.getByRole('button', { name: 'Save alt text' }).click();
    await expect(studio.getByRole('main').getByRole('status').first()).toHaveText(/^The alt text is saved\./);
    await expect(studio.getByRole('img', { name: renamed, exact: true })).toBeVisible();
  });

  test('an upload nothing shows is deleted after a question, and its address stops working', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Dana Deleter');
    await studio.goto('/studio/images');
    const alt = `A spare picture ${Date.now().toString(36)}`;
    const form = studio.getByRole('form', { name: 'Upload an image' });
    await form.getByLabel(/^Image/).setInputFiles({ name: 'spare.jpg', mimeType: 'image/jpeg', buffer: await uniquePhoto() });
    await form.getByLabel('Alt text').fill(alt);
    await form.getByRole('button', { name: 'Upload' }).click();
    const card = studio.getByRole('listitem').filter({ has: studio.getByRole('img', { name: alt, exact: true }) });
    await expect(card).toContainText('No item shows it.');
    const address = (await card.locator('code').textContent())!;
    expect((await studio.request.get(address)).status()).toBe(200);
    await card.getByRole('button', { name: 'Delete' }).click();
    await studio.getByRole('dialog', { name: `Delete the image “${alt}”?` }).getByRole('button', { name: 'Delete' }).click();
    await expect(studio.getByRole('main').getByRole('status').first()).toHaveText('The image is deleted.');
    await expect(studio.getByRole('img', { name: alt, exact: true })).toHaveCount(0);
    expect((await studio.request.get(address)).status()).toBe(404);
  });

  test('what is not a real image, or has no alt text, is refused and nothing is kept', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Ezra Editor');
    await studio.goto('/studio/images');
    const form = studio.getByRole('form', { name: 'Upload an image' });
    await form.getByLabel(/^Image/).setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    await form.getByLabel('Alt text').fill('A logo');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(studio.getByRole('main').getByRole('alert')).toHaveText('This file is not an image the site can show: upload a JPEG, PNG or WebP.');
    await expect(studio.getByRole('img', { name: 'A logo' })).toHaveCount(0);

    // Posted without alt text (a browser's own check left out): refused on the server.
    const refused = await studio.request.post(UPLOAD, { multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await uniquePhoto() }, alt: ' ' }, maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers().location).toContain('problem=altMissing');
    // From another site: refused before anything is read.
    const crossSite = await studio.request.post(UPLOAD, { multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await uniquePhoto() }, alt: 'x' }, headers: { origin: 'https://attacker.example' }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);
    expect((await studio.request.get('/media/not-a-name.webp')).status()).toBe(404);
    expect((await studio.request.get(`/media/${'0'.repeat(32)}.webp`)).status()).toBe(404);
  });

  test('one account uploads at most its hourly quota; past it, the page says so and nothing is kept', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Quinn Quota');
    // Each post counts, kept or not: the quota's worth of empty ones, then a real image.
    for (let i = 0; i < 30; i++) {
      const answer = await studio.request.post(UPLOAD, { multipart: { alt: 'x' }, maxRedirects: 0 });
      expect(answer.headers().location).toContain('problem=missing');
    }
    const refused = await studio.request.post(UPLOAD, { multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await uniquePhoto() }, alt: 'A plant' }, maxRedirects: 0 });
    expect(refused.headers().location).toContain('problem=quota');
    await studio.goto(refused.headers().location!);
    await expect(studio.getByText('You have uploaded as many images as one person may in an hour. Try again later.')).toBeVisible();
  });

  test('a reader or a signed-out visitor uploads nothing and sees no images page', async ({ browser, request }) => {
    const signedOut = await request.post(UPLOAD, { multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await uniquePhoto() }, alt: 'x' }, maxRedirects: 0 });
    expect(signedOut.status()).toBe(303);
    expect(signedOut.headers().location).toContain('/login');
    const email = uniqueEmail('images-reader');
    await createAccount(email);
    const reader = await (await browser.newContext()).newPage();
    await logIn(reader, email);
    expect((await reader.goto('/studio/images'))?.status()).toBe(404);
    const refused = await reader.request.post(UPLOAD, { multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await uniquePhoto() }, alt: 'x' }, maxRedirects: 0 });
    expect(refused.status()).toBe(404);
  });
});
