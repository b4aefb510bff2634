import { expect, test, type Page } from '@playwright/test';
import { createAccount, headerAuth, logIn, PASSWORD, uniqueEmail } from './support/accounts';

// Sign-up, log-in and log-out in local mode, through the account screens and the header's
// Log in / Log out control (components/account/auth-button.client.tsx, placed by the shell).

/** The form's alert (Next's route announcer is an alert region too, outside <main>). */
const alertIn = (page: Page) => page.getByRole('main').getByRole('alert');

test('sign-up: the spec checks in order, then success goes to /login; the same e-mail again is in use', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  const form = {
    email: page.getByLabel('Email', { exact: true }),
    password: page.locator('#signup-password'),
    confirm: page.locator('#signup-confirm'),
    submit: page.getByRole('button', { name: 'Signup Now' }),
  };
  await expect(form.password).toHaveAttribute('autocomplete', 'new-password');
  await expect(form.submit).toBeEnabled();

  await form.email.fill('Someone@Example.com');
  await form.password.fill(PASSWORD);
  await form.confirm.fill(PASSWORD);
  await form.submit.click();
  await expect(alertIn(page)).toHaveText('Invalid Email input !!');

  await form.email.fill(email);
  await form.password.fill('secret');
  await form.confirm.fill('secret');
  await form.submit.click();
  await expect(alertIn(page)).toHaveText('Invalid Password !!');

  await form.password.fill(PASSWORD);
  await form.confirm.fill('Secret1?');
  await form.submit.click();
  await expect(alertIn(page)).toHaveText('Passwords do not match !!');

  await form.confirm.fill(PASSWORD);
  await form.confirm.press('Enter');
  await expect(page).toHaveURL(/\/login\?created=1$/);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Account created' })).toBeVisible();

  await page.goto('/signup');
  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  await form.confirm.fill(PASSWORD);
  await form.submit.click();
  await expect(alertIn(page)).toHaveText('Email is already in use !!');
  await expect(page).toHaveURL(/\/signup$/);
});

test('log-in: checks, a wrong password, then success disables the button, goes home and the header reads Log out, across reloads', async ({
  page,
}) => {
  const email = uniqueEmail('login');
  await createAccount(email);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Login Now' });
  await expect(submit).toBeEnabled();

  // The password starts unmasked (spec), with a toggle to hide it.
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await password.fill(PASSWORD);
  await submit.click();
  await expect(alertIn(page)).toHaveText('Invalid Email input !!');

  await page.getByLabel('Email', { exact: true }).fill(email);
  await password.fill('short');
  await submit.click();
  await expect(alertIn(page)).toHaveText('Invalid Password !!');

  await password.fill('Wrong1!x');
  await submit.click();
  await expect(alertIn(page)).toHaveText('Please check the credentials again !!');
  await expect(page).toHaveURL(/\/login$/);

  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(submit).toBeDisabled();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerAuth(page).logOut).toBeVisible();

  // The session is the httpOnly cookie: it survives a reload.
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === '__session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  await page.reload();
  await expect(headerAuth(page).logOut).toBeVisible();

  // A signed-in visitor who opens /login is sent to /.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s Log in link shows and leads to /login, back to the page it was on', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/insights');
    await expect(headerAuth(page).logIn).toBeVisible();
    await headerAuth(page).logIn.click();
    await expect(page).toHaveURL(/\/login\?next=%2Finsights$/);
    await expect(page.getByRole('button', { name: 'Login Now' })).toBeVisible();
  });

  test('sign-up and log-in post to the server: its messages, /login, then the session and the page the visitor came from', async ({ page }) => {
    const email = uniqueEmail('no-script');
    await page.goto('/signup?next=%2Finsights');
    // The Show/Hide toggles need script: hidden (this page's CSP carries a nonce, which no inline style has).
    await expect(page.getByRole('button', { name: 'Show password' })).toBeHidden();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.locator('#signup-password').fill(PASSWORD);
    await page.locator('#signup-confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Signup Now' }).click();
    await expect(alertIn(page)).toHaveText('Invalid Email input !!');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.locator('#signup-password').fill(PASSWORD);
    await page.locator('#signup-confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Signup Now' }).click();
    await expect(page).toHaveURL(/\/login\?created=1&next=%2Finsights$/);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Account created' })).toBeVisible();

    const logInWith = async (password: string) => {
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login Now' }).click();
    };
    await logInWith('Wrong1!x');
    await expect(alertIn(page)).toHaveText('Please check the credentials again !!');
    expect((await page.context().cookies()).filter((c) => c.name === '__session')).toEqual([]);

    await logInWith(PASSWORD);
    await expect(page).toHaveURL(/\/insights$/);
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === '__session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await (await page.request.get('/api/session')).json()).toMatchObject({ user: { email } });
  });
});

test('log-out from the header ends the session for good', async ({ page }) => {
  const email = uniqueEmail('logout');
  await createAccount(email);
  await logIn(page, email);
  await page.goto('/');
  await headerAuth(page).logOut.click();
  await expect(headerAuth(page).logIn).toBeVisible();
  expect((await page.context().cookies()).filter((c) => c.name === '__session')).toEqual([]);
  await page.reload();
  await expect(headerAuth(page).logIn).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
});

test('a stolen copy of a logged-out cookie is worthless', async ({ page, browser }) => {
  const email = uniqueEmail('revoked');
  await createAccount(email);
  await logIn(page, email);
  const cookies = await page.context().cookies();
  await page.goto('/');
  await headerAuth(page).logOut.click();
  await expect(headerAuth(page).logIn).toBeVisible();

  const thief = await browser.newContext();
  await thief.addCookies(cookies);
  const response = await thief.request.get('/api/session');
  expect(await response.json()).toEqual({ user: null });
  await thief.close();
});

test('the login link returns the visitor to the page they came from', async ({ page }) => {
  const email = uniqueEmail('return');
  await createAccount(email);
  await page.goto('/insights');
  await headerAuth(page).logIn.click();
  await expect(page).toHaveURL(/\/login\?next=%2Finsights$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/insights$/);
});
