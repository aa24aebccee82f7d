import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EARLY_TAPS_GLOBAL,
  EARLY_TOGGLE_ATTRIBUTE,
  ISLAND_CONTROL_SELECTOR,
  ISLAND_SELECTOR,
} from '../../shared/early-taps';
import { GUEST_CART_STORAGE_KEY } from '../features/cart/guest-cart-storage';
import { CHAT_REOPEN_KEY } from '../features/chat/chat-launcher';
import { LOCALE_COOKIE } from '../i18n';
import { ISLAND_ATTRIBUTE } from './island';

/**
 * client/entry-islands.ts imports nothing (it must stay a ~1 KB file apart from the app's bundle), so it repeats a
 * few names; they must stay the ones the rest of the app uses.
 */
describe('the islands starter', () => {
  const source = readFileSync(new URL('../entry-islands.ts', import.meta.url), 'utf8');

  it('imports nothing statically', () => {
    expect(source).not.toMatch(/^import\s/m);
  });

  it("uses the app's names: island attribute, early toggle, guest cart, language cookie, chat reopening", () => {
    expect(source).toContain(`'[${ISLAND_ATTRIBUTE}]'`);
    expect(source).toContain(`'${EARLY_TOGGLE_ATTRIBUTE}'`);
    expect(source).toContain(`'${GUEST_CART_STORAGE_KEY}'`);
    expect(source).toContain(`'${LOCALE_COOKIE}'`);
    expect(source).toContain(`'${CHAT_REOPEN_KEY}'`);
  });

  it("holds taps on the controls the page's inline script holds, and takes that script's list over", () => {
    expect(ISLAND_SELECTOR).toBe(`[${ISLAND_ATTRIBUTE}]`);
    expect(source).toContain(`const ISLAND_SELECTOR = '${ISLAND_SELECTOR}';`);
    expect(source).toContain(`const ISLAND_CONTROL_SELECTOR = '${ISLAND_CONTROL_SELECTOR}';`);
    expect(source).toContain(`const EARLY_TAPS_GLOBAL = '${EARLY_TAPS_GLOBAL}';`);
  });
});
