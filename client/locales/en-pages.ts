import type { Messages } from '@lingui/core';

/**
 * The English catalogs of the features the first page does not show, in one chunk that the first page loaded
 * later fetches (see client/i18n.ts, which bundles the rest and checks the two together).
 */
const catalogs = import.meta.glob<Messages>(
  [
    './en/*.po',
    '!./en/components.po',
    '!./en/home.po',
    '!./en/not-found.po',
    '!./en/offline.po',
  ],
  { eager: true, import: 'messages' },
);

export const PAGE_ENGLISH_CATALOGS = Object.keys(catalogs).map((path) => path.replace(/^.*\//, '').replace(/\.po$/, ''));

export const pageMessages: Messages = Object.assign({}, ...Object.values(catalogs));
