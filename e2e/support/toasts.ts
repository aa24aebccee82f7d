import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/** Every toast (sonner) on the page. */
export const TOASTS = '[data-sonner-toast]';

/** The toasts whose text holds `text`, in any interface language. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator(TOASTS).filter({ hasText: text });
}

/**
 * A toast never takes a tap meant for the page (client/components/notifications.tsx): at its middle, where a thumb
 * would land, the page receives the tap. The pointer first rests on the toast's close button, the one part that takes
 * taps, which holds the toast on screen (sonner pauses its timer while the pointer is over it), so the check never
 * races the four seconds a toast shows.
 */
export async function expectTapsPassThrough(toast: Locator, closeLabel = 'Close notification'): Promise<void> {
  await toast.getByRole('button', { name: closeLabel }).hover();
  await expect(toast).toBeVisible();
  const landed = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit === null) return 'nothing';
    return hit.closest('[data-sonner-toaster]') ? 'the toast' : 'the page';
  });
  expect(landed, 'a tap on the middle of a toast lands on').toBe('the page');
}
