import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageCatalogs } from './i18n';
import { PAGE_CATALOGS } from './page-catalogs';

/**
 * A page's catalogs arrive while the server's HTML of a boundary may still wait to hydrate (the home page's): Lingui's
 * 'change' event would make React throw that HTML away and render it afresh under a pressing finger, losing the tap
 * (seen as a lost click on the home page's links on a loaded machine). The messages must arrive without that event.
 */
describe('loadPageCatalogs', () => {
  beforeAll(() => {
    vi.stubGlobal('window', {});
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("adds the home page's English messages without Lingui's change event", async () => {
    const changes = vi.fn();
    const unsubscribe = i18n.on('change', changes);
    const before = Object.keys(i18n.messages).length;
    await loadPageCatalogs(PAGE_CATALOGS.home);
    unsubscribe();
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(before);
    expect(changes).not.toHaveBeenCalled();
  });
});
