import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const clientDir = dirname(fileURLToPath(import.meta.url));

// One catalog per feature folder (plus one for shared components), so engineers working on
// different features never touch the same .po file. New feature folders are picked up here.
const features = readdirSync(join(clientDir, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The shell's files in feature folders (the header's links and account corner, the product card's hint): their
 * messages go to the components catalog, which the first download carries (client/i18n.ts), while their features'
 * catalogs load with the features' pages. client/first-load.test.ts keeps this list and i18n.ts true.
 */
export const shellFiles = [
  'features/admin/admin-link.tsx',
  'features/auth/account-menu.tsx',
  'features/auth/require-auth.tsx',
  'features/auth/use-auth-actions.ts',
  'features/chat/chat-launcher.tsx',
  'features/home/lazy-home.tsx',
  'features/orders/orders-link.tsx',
];

/**
 * Pieces several pages share but the first download does not hold (product cards with their prices, stock and
 * rent-or-buy hint; order stages; the toasts' region): their own catalog, loaded with the pages that show them
 * (client/page-catalogs.ts), so the first download carries only the shell's sentences.
 */
export const sharedPieces = [
  'components/notifications.tsx',
  'components/order-stage-label.tsx',
  'components/price-summary.tsx',
  'components/product-card.tsx',
  'components/stock-status.tsx',
  'features/cart/rent-or-buy-hint.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'kn'],
  fallbackLocales: { default: 'en' },
  rootDir: clientDir,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/components',
      include: [
        '<rootDir>/components',
        '<rootDir>/app.tsx',
        '<rootDir>/entry-client.tsx',
        '<rootDir>/entry-server.tsx',
        '<rootDir>/public-pages.ts',
        '<rootDir>/i18n.ts',
        ...shellFiles.map((file) => `<rootDir>/${file}`),
      ],
      exclude: sharedPieces.map((file) => `<rootDir>/${file}`),
    },
    { path: '<rootDir>/locales/{locale}/shared-ui', include: sharedPieces.map((file) => `<rootDir>/${file}`) },
    // The refusals' sentences, shown by the pages (never by the first page alone), load with them.
    { path: '<rootDir>/locales/{locale}/refusals', include: ['<rootDir>/refusals.ts'] },
    ...features.map((feature) => ({
      path: `<rootDir>/locales/{locale}/${feature}`,
      include: [`<rootDir>/features/${feature}`],
      exclude: [...shellFiles, ...sharedPieces]
        .filter((file) => file.startsWith(`features/${feature}/`))
        .map((file) => `<rootDir>/${file}`),
    })),
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
});
