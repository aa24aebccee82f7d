import type { Messages } from '@lingui/core';

/**
 * Every Kannada catalog, fetched as one chunk when the shop turns Kannada (client/i18n.ts): one request, and one
 * loader in the first download instead of one per feature.
 */
const catalogs = import.meta.glob<Messages>('./kn/*.po', { eager: true, import: 'messages' });

export const kannadaMessages: Messages = Object.assign({}, ...Object.values(catalogs));
