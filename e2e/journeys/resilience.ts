import { expectCount, expectPath, expectVisible } from '../lib/expect';
import { type Journey, journey } from '../lib/journey';

export const journeys: Journey[] = [
  journey('resilience: a failed load shows an error with a retry that recovers', async ({ page }) => {
    // The API is unreachable until the visitor presses "Try again".
    let apiDown = true;
    await page.route('**/trpc/**', (route) => (apiDown ? route.abort('connectionrefused') : route.fallback()));

    await page.goto('/');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    // The client retries network failures twice (about 3 s) before it gives up.
    await expectVisible(alert, 15_000);
    apiDown = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectCount(page.locator('section[aria-labelledby="featured-heading"] li'), 3);

    apiDown = true;
    await page.goto('/products/1');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Something went wrong' }), 15_000);
    apiDown = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.getByRole('tablist'));
    await expectPath(page, '/products/1');
  }),
];
