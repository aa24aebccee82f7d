/** Talking to the shop from inside a page, as the app does: same origin, the browser's own cookies. */
import { type Browser, type Locator, type Page, expect } from '@playwright/test';
import { assertThat } from './expect';

export type Item = {
  id: number;
  name: string;
  price: number;
  rentalPricePerDay: number | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  stockQuantity: number;
};

export type TrpcAnswer<T> = { status: number; data?: T; message?: string; retryAfterSeconds: number | null };

/** Calls a procedure with fetch inside the page; GET for queries, POST for mutations. */
export async function call<T>(
  page: Page,
  path: string,
  input?: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<TrpcAnswer<T>> {
  return page.evaluate(
    async ({ path, input, method }) => {
      const query =
        method === 'GET' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify({ json: input }))}` : '';
      const response = await fetch(`/trpc/${path}${query}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify({ json: input ?? null }) : undefined,
      });
      const body = (await response.json()) as {
        result?: { data?: { json?: unknown } };
        error?: { json?: { message?: string } };
      };
      const retryAfter = response.headers.get('retry-after');
      return {
        status: response.status,
        data: body.result?.data?.json as never,
        message: body.error?.json?.message,
        retryAfterSeconds: retryAfter === null ? null : Number(retryAfter),
      };
    },
    { path, input, method },
  );
}

/** A call that must succeed: its data, or the test fails naming the procedure and the shop's message. */
export async function callOk<T>(
  page: Page,
  path: string,
  input?: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const answer = await call<T>(page, path, input, method);
  expect(answer.status, `${path}: ${answer.message}`).toBe(200);
  return answer.data as T;
}

/** Calls again once after the wait a rate limit asks for (the specs of one worker all come from one address). */
export async function callPatiently<T>(page: Page, path: string, input: unknown): Promise<TrpcAnswer<T>> {
  const first = await call<T>(page, path, input);
  if (first.status !== 429) return first;
  await page.waitForTimeout(((first.retryAfterSeconds ?? 30) + 1) * 1000);
  return call<T>(page, path, input);
}

/** The whole seeded catalogue (first page of 60), read through the public API. */
export async function catalogue(page: Page): Promise<Item[]> {
  const input = encodeURIComponent(JSON.stringify({ json: { pageSize: 60 } }));
  const response = await page.request.get(`/trpc/catalogue.list?input=${input}`);
  expect(response.ok(), `catalogue.list answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { items: Item[] } } } };
  return body.result.data.json.items;
}

export async function findItem(page: Page, name: string): Promise<Item> {
  const answer = await call<{ items: Item[] }>(page, 'catalogue.list', { search: name, pageSize: 10 }, 'GET');
  const item = answer.data?.items.find((i) => i.name === name);
  assertThat(item, `the seed has "${name}"`);
  return item;
}

/** The token of the newest confirmation e-mail to `email` in the dev mailbox, once it has arrived. */
export async function confirmationToken(page: Page, email: string): Promise<string> {
  let token = '';
  await expect(async () => {
    const mailbox = await page.evaluate(async () => (await fetch('/dev/mailbox')).text());
    const mail = mailbox.split('<article>').find((m) => m.includes(`To: ${email}`));
    const match = mail && /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail);
    assertThat(match, `a confirmation e-mail reached ${email}`);
    token = match[1]!;
  }).toPass();
  return token;
}

/** Fills and sends the Register tab of the sign-in page the browser is on, as a visitor does. */
export async function submitRegisterForm(page: Page, email: string, password: string): Promise<void> {
  // The page may have been reached by a link or a redirect: a click on the tab before hydration does nothing.
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Registers through the API and confirms through the dev mailbox; confirming signs the browser in. */
export async function registerAndSignIn(page: Page, email: string, password: string): Promise<void> {
  const registered = await callPatiently(page, 'auth.register', {
    email,
    password,
    confirmPassword: password,
    locale: 'en',
  });
  expect(registered.status, `auth.register answered ${registered.status}: ${registered.message}`).toBe(200);
  const confirmed = await call(page, 'auth.confirmEmail', { token: await confirmationToken(page, email) });
  expect(confirmed.status, `auth.confirmEmail answered ${confirmed.status}: ${confirmed.message}`).toBe(200);
}

/** Rupees as the shop shows them: Indian grouping, paise only when there are any. */
export function rupees(paise: number): string {
  const digits = paise % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(paise / 100);
}

/** Clicks a day of the open rental calendar. */
export async function pickDay(page: Page, day: string): Promise<void> {
  await page.locator(`td[data-day="${day}"] button`).first().click();
}

/** Another farmer, in a browser of their own, books and pays for every unit of `item` on [start, end). */
export async function bookEveryUnit(
  browser: Browser,
  baseURL: string,
  item: Item,
  start: string,
  end: string,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/about');
    await registerAndSignIn(page, `other-farmer-${Date.now()}@example.com`, 'another-farmer-2026');
    await call(page, 'cart.add', { productId: item.id, rental: true, start, end });
    if (item.stockQuantity > 1) {
      await call(page, 'cart.updateQuantity', { productId: item.id, rental: true, quantity: item.stockQuantity });
    }
    const started = await call(page, 'checkout.start', {
      fullName: 'Manjunath Gowda',
      phoneNumber: '9845012345',
      addressLine1: 'Survey No. 12, Hosahalli',
      city: 'Mandya',
      state: 'Karnataka',
      postalCode: '571401',
      country: 'India',
    });
    assertThat(started.status === 200, `checkout.start answered ${started.status}: ${started.message}`);
    // Paid, so the days are taken (an unpaid hold only puts the next buyer in line).
    const { clientSecret } = (started.data as { payment: { clientSecret: string } }).payment;
    const card = { nameOnCard: 'Manjunath Gowda', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
    const paid = await call(page, 'checkout.confirmTestPayment', { clientSecret, card });
    assertThat(paid.status === 200, `checkout.confirmTestPayment answered ${paid.status}: ${paid.message}`);
  } finally {
    await context.close();
  }
}

/**
 * How long a page may take to run its code: a wait, not a limit on the product. On a loaded 2-core CI machine the
 * Kannada 404 page (the whole app) once took over 15 s (the default action timeout) to hydrate after axe had run.
 */
export const HYDRATION_WAIT_MS = 60_000;

/**
 * Waits until React has hydrated the page the browser is on (<html data-hydrated>, set inside the routes' boundary, so
 * a lazily loaded page counts only once it has hydrated too); at once on a page that is not the app (the dev mailbox,
 * an XML file). A click on the server's HTML before then does nothing: CI runs clicked Add to Cart 200 ms after a
 * product page arrived, and the Register tab of /auth, and nothing happened.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
    undefined,
    { timeout: HYDRATION_WAIT_MS },
  );
}

/**
 * Waits until a public page's islands run their code (client/entry-islands.ts: they start on the first touch, key
 * press or focus): for a test that presses a key right after focusing, which a farmer's slower hands never race.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'live', undefined, {
    timeout: HYDRATION_WAIT_MS,
  });
}

/**
 * Waits until React has hydrated `control`, so a tap or keystroke on it is not lost. <html data-hydrated> is not
 * enough on a lazily loaded page (/hire stays server HTML until its chunks have loaded: 2 loaded runs of 23 clicked
 * 'Paddy harvesting' while they were still loading, and the click was dropped). React keeps a hydrated node's props
 * on the node itself. On a public page the islands start on the first touch (client/entry-islands.ts): a pointer
 * over the control is one, as a farmer's finger is. Both steps wait as long as hydration may take: a CI run on a
 * loaded 2-core machine once spent over 15 s just performing the hover on /admin while its code was loading.
 */
export async function live(control: Locator): Promise<void> {
  await control.hover({ timeout: HYDRATION_WAIT_MS });
  await expect
    .poll(() => control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      timeout: HYDRATION_WAIT_MS,
    })
    .toBe(true);
}

/** Opens a page of the app and waits until it has hydrated (for pages of contexts a spec opens itself). */
export async function gotoLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
