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

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'kn'],
  fallbackLocales: { default: 'en' },
  rootDir: clientDir,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/components',
      include: ['<rootDir>/components', '<rootDir>/app.tsx', '<rootDir>/entry-client.tsx', '<rootDir>/entry-server.tsx', '<rootDir>/public-pages.ts', '<rootDir>/i18n.ts', '<rootDir>/refusals.ts'],
    },
    ...features.map((feature) => ({
      path: `<rootDir>/locales/{locale}/${feature}`,
      include: [`<rootDir>/features/${feature}`],
    })),
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
});
