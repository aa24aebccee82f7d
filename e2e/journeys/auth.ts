import type { Locator, Page } from 'playwright-core';
import { assertThat, expectHidden, expectPath, expectText, expectTitle, expectValue, expectVisible } from '../lib/expect';
import { type Journey, MOBILE, journey } from '../lib/journey';

const PASSWORD = 'ragi-field-2026';

/** Fails the journey on any content-security-policy refusal: the built client must run under the policy as it is. */
function watchContentSecurityPolicy(page: Page): () => void {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return () => assertThat(violations.length === 0, `The page broke its content security policy:\n${violations.join('\n')}`);
}

/**
 * Opens the newest e-mail to `email` with this subject in the dev mailbox and follows its first link. Links are built
 * from APP_ORIGIN (localhost) while the browser works on 127.0.0.1, and cookies belong to one host: the link's path is
 * followed on the browser's host.
 */
async function followMailLink(page: Page, email: string, subject: string): Promise<void> {
  await page.goto('/dev/mailbox');
  const mail = page.locator('article').filter({ hasText: `To: ${email}` }).filter({ hasText: subject }).first();
  await expectVisible(mail);
  const href = await mail.getByRole('link').first().getAttribute('href');
  assertThat(href, `no link in the e-mail "${subject}" to ${email}`);
  const link = new URL(href);
  await page.goto(`${link.pathname}${link.search}`);
}

/** Holds matching requests until the returned function is called (later ones pass at once), so a busy state can be seen. */
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
  await expectVisible(locator);
  assertThat(await locator.first().isDisabled(), `Expected ${locator} to be disabled`);
}

/** A toast (sonner) by its title, in any interface language. */
function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectVisible(toast(page, 'Sign up successful'));
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

export const journeys: Journey[] = [
  journey('auth: register, confirm from the mailbox, logout, login, wrong password', async ({ page }) => {
    const checkPolicy = watchContentSecurityPolicy(page);
    const email = `ravi.kumar-${Date.now()}@example.in`;
    const name = email.split('@')[0]!;
    const header = page.getByRole('banner');

    await page.goto('/auth');
    await expectTitle(page, 'Login · Raitha Yantra');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Raitha Yantra' }));
    await expectVisible(page.getByText('Login or create an account to continue'));
    await expectVisible(page.getByText('By continuing, you agree to our Terms of Service and Privacy Policy'));
    await expectVisible(page.getByRole('tab', { name: 'Login', selected: true }));

    // The shared schema answers beside the fields before anything is sent.
    await page.getByRole('tab', { name: 'Register' }).click();
    const registerForm = page.getByRole('tabpanel', { name: 'Register' });
    await registerForm.getByLabel('Email').fill('not-an-address');
    await registerForm.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await registerForm.getByLabel('Confirm password').fill('something-else');
    await registerForm.getByRole('button', { name: 'Create Account' }).click();
    await expectVisible(registerForm.getByText('Invalid email address'));
    await expectVisible(registerForm.getByText('Passwords do not match'));

    await registerForm.getByLabel('Email').fill(email);
    await registerForm.getByLabel('Confirm password').fill(PASSWORD);
    const releaseRegister = await holdRequests(page, '**/trpc/auth.register*');
    await registerForm.getByRole('button', { name: 'Create Account' }).click();
    await expectDisabled(registerForm.getByRole('button', { name: 'Creating Account...' }));
    releaseRegister();
    await expectVisible(toast(page, 'Sign up successful'));
    await expectText(toast(page, 'Sign up successful'), 'Please check your email to confirm your account.');
    await expectVisible(page.getByRole('tab', { name: 'Login', selected: true }));
    await expectValue(page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Email'), email);
    await page.getByRole('tab', { name: 'Register' }).click();
    await expectValue(page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Email'), '');
    await page.getByRole('tab', { name: 'Login' }).click();

    // Before confirmation the right password is told the address is unconfirmed, and offered a new link.
    await logIn(page, email, PASSWORD);
    await expectText(toast(page, 'Login failed'), 'Email not confirmed');
    await expectVisible(page.getByRole('button', { name: 'Resend confirmation email' }));

    await followMailLink(page, email, 'Confirm your Raitha Yantra account');
    await expectPath(page, '/');
    await expectVisible(toast(page, 'Login successful'));
    await expectText(toast(page, 'Login successful'), 'You have been logged in successfully!');
    await expectVisible(header.getByText(`Hello, ${name}`));

    await header.getByRole('button', { name: 'Logout' }).click();
    await expectText(toast(page, 'Logged out'), 'You have been logged out successfully.');
    await expectHidden(header.getByText(`Hello, ${name}`));

    await header.getByRole('link', { name: 'Login' }).click();
    await expectPath(page, '/auth');
    await logIn(page, email, PASSWORD);
    await expectVisible(toast(page, 'Login successful'));
    await expectPath(page, '/');
    await expectVisible(header.getByText(`Hello, ${name}`));

    // A signed-in visitor does not see the login screen.
    await page.goto('/auth');
    await expectPath(page, '/');

    await header.getByRole('button', { name: 'Logout' }).click();
    await expectVisible(toast(page, 'Logged out'));
    await page.goto('/auth');
    const releaseLogin = await holdRequests(page, '**/trpc/auth.login*');
    await logIn(page, email, 'wrong-password');
    await expectDisabled(page.getByRole('button', { name: 'Logging in...' }));
    releaseLogin();
    await expectText(toast(page, 'Login failed'), 'Invalid login credentials');
    await expectPath(page, '/auth');
    await expectVisible(page.getByRole('button', { name: 'Login', exact: true }));
    checkPolicy();
  }),

  journey('auth: a forgotten password is reset from the e-mailed link, which then stops working', async ({ page }) => {
    const checkPolicy = watchContentSecurityPolicy(page);
    const email = `lakshmi-${Date.now()}@example.in`;
    await register(page, email);
    await followMailLink(page, email, 'Confirm your Raitha Yantra account');
    await expectVisible(page.getByRole('banner').getByText('Hello, lakshmi'));
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expectVisible(toast(page, 'Logged out'));

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/auth/forgot');
    await expectTitle(page, 'Forgot password? · Raitha Yantra');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(page.getByText(`We have sent an e-mail to ${email}.`, { exact: false }));

    await followMailLink(page, email, 'Reset your Raitha Yantra password');
    await expectPath(page, /^\/auth\/reset\?token=[a-z2-7]{32}$/);
    const resetAddress = page.url();
    await page.getByLabel('New password').fill('new-ragi-2026');
    await page.getByLabel('Confirm password').fill('new-ragi-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectVisible(toast(page, 'Password changed'));
    await expectPath(page, '/');
    await expectVisible(page.getByRole('banner').getByText('Hello, lakshmi'));

    await page.goto(resetAddress);
    await page.getByLabel('New password').fill('third-ragi-2026');
    await page.getByLabel('Confirm password').fill('third-ragi-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectVisible(page.getByText('This link is invalid or has expired. Please ask for a new one.'));
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expectPath(page, '/auth/forgot');
    checkPolicy();
  }),

  journey('auth in Kannada: the screen, the toasts and the confirmation e-mail are in Kannada', async ({ page }) => {
    const email = `kaveri-${Date.now()}@example.in`;
    await page.goto('/auth');
    await page.getByRole('button', { name: 'ಕನ್ನಡ' }).first().click();
    await expectVisible(page.getByText('ಮುಂದುವರಿಯಲು ಲಾಗಿನ್ ಮಾಡಿ ಅಥವಾ ಹೊಸ ಖಾತೆ ತೆರೆಯಿರಿ'));
    await page.getByRole('tab', { name: 'ನೋಂದಣಿ' }).click();
    const form = page.getByRole('tabpanel', { name: 'ನೋಂದಣಿ' });
    await form.getByLabel('ಇಮೇಲ್').fill(email);
    await form.getByLabel('ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill('123');
    await form.getByLabel('ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತೊಮ್ಮೆ ನಮೂದಿಸಿ').fill('123');
    await form.getByRole('button', { name: 'ಖಾತೆ ತೆರೆಯಿರಿ' }).click();
    await expectVisible(form.getByText('ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 6 ಅಕ್ಷರಗಳು ಇರಬೇಕು').first());
    await form.getByLabel('ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill(PASSWORD);
    await form.getByLabel('ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತೊಮ್ಮೆ ನಮೂದಿಸಿ').fill(PASSWORD);
    await form.getByRole('button', { name: 'ಖಾತೆ ತೆರೆಯಿರಿ' }).click();
    await expectText(toast(page, 'ನೋಂದಣಿ ಯಶಸ್ವಿಯಾಗಿದೆ'), 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ದೃಢೀಕರಿಸಲು ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ನೋಡಿ.');

    await followMailLink(page, email, 'ನಿಮ್ಮ ರೈತ ಯಂತ್ರ ಖಾತೆಯನ್ನು ದೃಢೀಕರಿಸಿ');
    await expectPath(page, '/');
    await expectText(toast(page, 'ಲಾಗಿನ್ ಯಶಸ್ವಿಯಾಗಿದೆ'), 'ನೀವು ಯಶಸ್ವಿಯಾಗಿ ಲಾಗಿನ್ ಆಗಿದ್ದೀರಿ!');
    await expectVisible(page.getByRole('banner').getByText('ನಮಸ್ಕಾರ, kaveri'));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'ಲಾಗೌಟ್' }));
  }),

  journey(
    'auth mobile: the menu greets the signed-in user and logs out',
    async ({ page }) => {
      const email = `manju-${Date.now()}@example.in`;
      await register(page, email);
      await followMailLink(page, email, 'Confirm your Raitha Yantra account');
      await expectPath(page, '/');

      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expectVisible(menu.getByText('Hello, manju'));
      await menu.getByRole('button', { name: 'Logout' }).click();
      await expectVisible(toast(page, 'Logged out'));
      const toggle = page.getByRole('button', { name: 'Menu' });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expectVisible(menu.getByRole('link', { name: 'Login' }));
    },
    { viewport: MOBILE },
  ),
];
