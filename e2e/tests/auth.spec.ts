import type { Locator, Page } from '@playwright/test';
import { assertThat, expectPath, expectTitle } from '../support/expect';
import { submitRegisterForm, gotoLive } from '../support/shop';
import { MOBILE, expect, test } from '../support/test';
import { toast } from '../support/toasts';

const PASSWORD = 'ragi-field-2026';

/** Fails the journey on any content-security-policy refusal: the built client must run under the policy as it is. */
function watchContentSecurityPolicy(page: Page): () => void {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return () =>
    assertThat(violations.length === 0, `The page broke its content security policy:\n${violations.join('\n')}`);
}

/**
 * Opens the newest e-mail to `email` with this subject in the dev mailbox and follows its first link. Links are built
 * from APP_ORIGIN (localhost) while the browser works on 127.0.0.1, and cookies belong to one host: the link's path is
 * followed on the browser's host.
 */
async function followMailLink(page: Page, email: string, subject: string): Promise<void> {
  await page.goto('/dev/mailbox');
  const mail = page
    .locator('article')
    .filter({ hasText: `To: ${email}` })
    .filter({ hasText: subject })
    .first();
  await expect(mail.first()).toBeVisible();
  const href = await mail.getByRole('link').first().getAttribute('href');
  assertThat(href, `no link in the e-mail "${subject}" to ${email}`);
  const link = new URL(href);
  await page.goto(`${link.pathname}${link.search}`);
}

/* * Holds matching requests until the returned function is called (later ones pass at once), so a busy state can be
 * seen.*/
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectDisabled(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeVisible();
  await expect(locator.first()).toBeDisabled();
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await submitRegisterForm(page, email, PASSWORD);
  await expect(toast(page, 'Sign up successful').first()).toBeVisible();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('auth: register, confirm from the mailbox, logout, login, wrong password', async ({ page }) => {
  const checkPolicy = watchContentSecurityPolicy(page);
  const email = `ravi.kumar-${Date.now()}@example.in`;
  const name = email.split('@')[0]!;
  const header = page.getByRole('banner');

  await page.goto('/auth');
  await expectTitle(page, 'Login · Raitha Yantra');
  await expect(page.getByRole('heading', { level: 1, name: 'Raitha Yantra' }).first()).toBeVisible();
  await expect(page.getByText('Login or create an account to continue').first()).toBeVisible();
  await expect(
    page.getByText('By continuing, you agree to our Terms of Service and Privacy Policy').first(),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login', selected: true }).first()).toBeVisible();

  // The shared schema answers beside the fields before anything is sent.
  await page.getByRole('tab', { name: 'Register' }).click();
  const registerForm = page.getByRole('tabpanel', { name: 'Register' });
  await registerForm.getByLabel('Email').fill('not-an-address');
  await registerForm.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await registerForm.getByLabel('Confirm password').fill('something-else');
  await registerForm.getByRole('button', { name: 'Create Account' }).click();
  await expect(registerForm.getByText('Invalid email address').first()).toBeVisible();
  await expect(registerForm.getByText('Passwords do not match').first()).toBeVisible();

  await registerForm.getByLabel('Email').fill(email);
  await registerForm.getByLabel('Confirm password').fill(PASSWORD);
  const releaseRegister = await holdRequests(page, '**/trpc/auth.register*');
  await registerForm.getByRole('button', { name: 'Create Account' }).click();
  await expectDisabled(registerForm.getByRole('button', { name: 'Creating Account...' }));
  releaseRegister();
  await expect(toast(page, 'Sign up successful').first()).toBeVisible();
  await expect(toast(page, 'Sign up successful').first()).toContainText(
    'Please check your email to confirm your account.',
  );
  await expect(page.getByRole('tab', { name: 'Login', selected: true }).first()).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Email').first()).toHaveValue(email);
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Email').first()).toHaveValue('');
  await page.getByRole('tab', { name: 'Login' }).click();

  // Before confirmation the right password is told the address is unconfirmed, and offered a new link.
  await logIn(page, email, PASSWORD);
  await expect(toast(page, 'Login failed').first()).toContainText('Email not confirmed');
  await expect(page.getByRole('button', { name: 'Resend confirmation email' }).first()).toBeVisible();

  await followMailLink(page, email, 'Confirm your Raitha Yantra account');
  await expectPath(page, '/');
  await expect(toast(page, 'Login successful').first()).toBeVisible();
  await expect(toast(page, 'Login successful').first()).toContainText('You have been logged in successfully!');
  await expect(header.getByText(`Hello, ${name}`).first()).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out').first()).toContainText('You have been logged out successfully.');
  await expect(header.getByText(`Hello, ${name}`).first()).toBeHidden();

  await header.getByRole('link', { name: 'Login' }).click();
  await expectPath(page, '/auth');
  await logIn(page, email, PASSWORD);
  await expect(toast(page, 'Login successful').first()).toBeVisible();
  await expectPath(page, '/');
  await expect(header.getByText(`Hello, ${name}`).first()).toBeVisible();

  // A signed-in visitor does not see the login screen.
  await page.goto('/auth');
  await expectPath(page, '/');

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out').first()).toBeVisible();
  await page.goto('/auth');
  // Typed into the server's HTML before hydration, the address and password would be lost.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const releaseLogin = await holdRequests(page, '**/trpc/auth.login*');
  await logIn(page, email, 'wrong-password');
  await expectDisabled(page.getByRole('button', { name: 'Logging in...' }));
  releaseLogin();
  await expect(toast(page, 'Login failed').first()).toContainText('Invalid login credentials');
  await expectPath(page, '/auth');
  await expect(page.getByRole('button', { name: 'Login', exact: true }).first()).toBeVisible();
  checkPolicy();
});

test('auth: a forgotten password is reset from the e-mailed link, which then stops working', async ({ page }) => {
  const checkPolicy = watchContentSecurityPolicy(page);
  const email = `lakshmi-${Date.now()}@example.in`;
  await register(page, email);
  await followMailLink(page, email, 'Confirm your Raitha Yantra account');
  await expect(page.getByRole('banner').getByText('Hello, lakshmi').first()).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out').first()).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/auth/forgot');
  await expectTitle(page, 'Forgot password? · Raitha Yantra');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`We have sent an e-mail to ${email}.`, { exact: false }).first()).toBeVisible();

  await followMailLink(page, email, 'Reset your Raitha Yantra password');
  await expectPath(page, /^\/auth\/reset\?token=[a-z2-7]{32}$/);
  const resetAddress = page.url();
  await page.getByLabel('New password').fill('new-ragi-2026');
  await page.getByLabel('Confirm password').fill('new-ragi-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page, 'Password changed').first()).toBeVisible();
  await expectPath(page, '/');
  await expect(page.getByRole('banner').getByText('Hello, lakshmi').first()).toBeVisible();

  await gotoLive(page, resetAddress);
  await page.getByLabel('New password').fill('third-ragi-2026');
  await page.getByLabel('Confirm password').fill('third-ragi-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link is invalid or has expired. Please ask for a new one.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expectPath(page, '/auth/forgot');
  checkPolicy();
});

test('auth in Kannada: the screen, the toasts and the confirmation e-mail are in Kannada', async ({ page }) => {
  const email = `kaveri-${Date.now()}@example.in`;
  await gotoLive(page, '/kn/auth');
  await expect(page.getByText('ಮುಂದುವರಿಯಲು ಲಾಗಿನ್ ಮಾಡಿ ಅಥವಾ ಹೊಸ ಖಾತೆ ತೆರೆಯಿರಿ').first()).toBeVisible();
  await page.getByRole('tab', { name: 'ಹೊಸ ಖಾತೆ' }).click();
  const form = page.getByRole('tabpanel', { name: 'ಹೊಸ ಖಾತೆ' });
  await form.getByLabel('ಇಮೇಲ್').fill(email);
  await form.getByLabel('ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill('123');
  await form.getByLabel('ಪಾಸ್‌ವರ್ಡ್ ಇನ್ನೊಮ್ಮೆ ಹಾಕಿ').fill('123');
  await form.getByRole('button', { name: 'ಖಾತೆ ತೆರೆಯಿರಿ' }).click();
  await expect(form.getByText('ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 6 ಅಕ್ಷರ ಇರಬೇಕು').first()).toBeVisible();
  await form.getByLabel('ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill(PASSWORD);
  await form.getByLabel('ಪಾಸ್‌ವರ್ಡ್ ಇನ್ನೊಮ್ಮೆ ಹಾಕಿ').fill(PASSWORD);
  await form.getByRole('button', { name: 'ಖಾತೆ ತೆರೆಯಿರಿ' }).click();
  await expect(toast(page, 'ಖಾತೆ ತೆರೆಯಿತು').first()).toContainText('ಖಾತೆ ಕನ್ಫರ್ಮ್ ಮಾಡಲು ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ನೋಡಿ.');

  await followMailLink(page, email, 'ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆ ಕನ್ಫರ್ಮ್ ಮಾಡಿ');
  await expectPath(page, /^\/(kn\/?)?$/);
  await expect(toast(page, 'ಲಾಗಿನ್ ಆಯಿತು').first()).toContainText('ಲಾಗಿನ್ ಆಯಿತು!');
  await expect(page.getByRole('banner').getByText('ನಮಸ್ಕಾರ, kaveri').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ಲಾಗ್ ಔಟ್' }).first()).toBeVisible();
});

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('auth mobile: the menu greets the signed-in user and logs out', async ({ page }) => {
    const email = `manju-${Date.now()}@example.in`;
    await register(page, email);
    await followMailLink(page, email, 'Confirm your Raitha Yantra account');
    await expectPath(page, '/');

    // The greeting toast sits below the header, so the menu answers a tap while it shows.
    const greeting = toast(page, 'Login successful').first();
    await expect(greeting).toBeVisible();
    const header = await page.getByRole('banner').first().boundingBox();
    // Once it has slid in: its top edge is at or below the header's bottom edge.
    await expect
      .poll(async () => ((await greeting.boundingBox())?.y ?? -1) - (header ? header.y + header.height : Infinity))
      .toBeGreaterThanOrEqual(0);
    await page.getByRole('button', { name: 'Menu' }).click({ timeout: 2000 });
    await expect(greeting).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByText('Hello, manju').first()).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out').first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(menu.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });
});
