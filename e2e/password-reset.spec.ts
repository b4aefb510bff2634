import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { expectMails, mailsTo } from './support/mail';

// Password reset on the spec's three screens (lib/auth/password-reset.ts), in both backends, with
// and without scripts: the code is read from the mail the site sent (local: the run's SMTP
// server; Firebase: the `mail` collection).

const NEW_PASSWORD = 'Renewed9#pass';
const SENT = 'If an account uses the address you gave, we have mailed it a six-digit code. It works for 10 minutes.';

/** The form's alert (Next's route announcer is an alert region too, outside <main>). */
const alertIn = (page: Page) => page.getByRole('main').getByRole('alert');

/** The code in the address's latest mail. */
async function mailedCode(email: string, count = 1): Promise<string> {
  const mails = await expectMails(email, count);
  const mail = mails.at(-1)!;
  expect(mail.subject).toBe('Your password reset code');
  return /^(\d{6})$/m.exec(mail.text)![1]!;
}

async function askForCode(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText(SENT)).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await page.getByRole('button', { name: 'Confirm OTP' }).click();
}

async function logInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login Now' }).click();
}

test('a mailed code resets a forgotten password: the old one and every session end', async ({ page, browser }) => {
  const email = uniqueEmail('reset');
  await createAccount(email);
  // The same person, signed in on another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await logInWith(otherPage, email, PASSWORD);
  await expect(otherPage).toHaveURL(/\/$/);

  await askForCode(page, email);
  // The minute before another code may be sent counts down; Resend OTP waits for it.
  await expect(page.getByRole('timer')).toHaveText(/^Resend OTP in 0:[45]\d$/);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  const code = await mailedCode(email);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/reset-password$/);

  const fields = { password: page.getByLabel('New Password', { exact: true }), confirm: page.getByLabel('Re-Enter', { exact: true }), save: page.getByRole('button', { name: 'SAVE' }) };
  await fields.password.fill('weak');
  await fields.confirm.fill('weak');
  await fields.save.click();
  await expect(alertIn(page)).toHaveText('Invalid Password !!');
  await fields.password.fill(NEW_PASSWORD);
  await fields.confirm.fill(`${NEW_PASSWORD}x`);
  await fields.save.click();
  await expect(alertIn(page)).toHaveText('Passwords do not match !!');
  await fields.confirm.fill(NEW_PASSWORD);
  await fields.save.click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your password has been changed.' })).toHaveText('Your password has been changed. Log in with your new password.');

  await logInWith(page, email, PASSWORD);
  await expect(alertIn(page)).toHaveText('Please check the credentials again !!');
  await logInWith(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  // The other device's session ended with the old password.
  expect(await (await otherPage.request.get('/api/session')).json()).toEqual({ user: null });
  await other.close();
});

test('an address with no account gets the same answer, and no mail', async ({ page }) => {
  const email = uniqueEmail('no-account');
  await askForCode(page, email);
  await enterCode(page, '123456');
  await expect(alertIn(page)).toHaveText('That code is not right. Please check the mail and try again.');
  // Long enough for a code mail to have been written, had there been one.
  await page.waitForTimeout(1000);
  expect(await mailsTo(email)).toHaveLength(0);
});

test('five wrong codes end the code, the right one included', async ({ page }) => {
  const email = uniqueEmail('reset-tries');
  await createAccount(email);
  await askForCode(page, email);
  const code = await mailedCode(email);
  const wrong = code === '000000' ? '000001' : '000000';
  for (let n = 1; n < 5; n++) {
    await enterCode(page, wrong);
    await expect(alertIn(page)).toHaveText('That code is not right. Please check the mail and try again.');
  }
  await enterCode(page, wrong);
  await expect(alertIn(page)).toHaveText('This code no longer works. Please ask for a new one.');
  await enterCode(page, code);
  await expect(alertIn(page)).toHaveText('This code no longer works. Please ask for a new one.');
  await expect(page).toHaveURL(/\/otp$/);
});

test('opened with no reset under way, the OTP and reset screens say how to start one', async ({ page }) => {
  await page.goto('/otp');
  await expect(page.getByText('No password reset is under way in this browser. Start one from Forgot Password.')).toBeVisible();
  await enterCode(page, '123456');
  await expect(alertIn(page)).toHaveText('No password reset is under way in this browser. Start one from Forgot Password.');
  await page.goto('/reset-password');
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Re-Enter', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(alertIn(page)).toHaveText('No password reset is under way in this browser. Start one from Forgot Password.');
  await page.getByRole('main').getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a code from another browser resets nothing', async ({ page, browser }) => {
  const email = uniqueEmail('reset-bound');
  await createAccount(email);
  await askForCode(page, email);
  const code = await mailedCode(email);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/otp');
  await enterCode(strangerPage, code);
  await expect(alertIn(strangerPage)).toHaveText('No password reset is under way in this browser. Start one from Forgot Password.');
  await stranger.close();
  // The code still works where it was asked for.
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/reset-password$/);
});

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });

  test('every step posts to the server: the code, a resend too soon, the new password, then log-in', async ({ page }) => {
    const email = uniqueEmail('reset-no-script');
    await createAccount(email);
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill('Not An Address');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(alertIn(page)).toHaveText('Invalid Email input !!');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByText(SENT)).toBeVisible();
    // No countdown runs without scripts: the button is there, and the server keeps the minute.
    await expect(page.getByText(/^Resend OTP in 0:[45]\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(alertIn(page)).toHaveText('Please wait a minute before asking for another code.');

    await enterCode(page, await mailedCode(email));
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Re-Enter', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your password has been changed.' })).toHaveText('Your password has been changed. Log in with your new password.');
    await logInWith(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });
});
