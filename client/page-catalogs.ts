/**
 * The English catalogs each lazily loaded part of the shop needs beyond the first download's (client/i18n.ts
 * bundles the shell's): a page fetches only its own, and the server preloads the same list with the page's chunk
 * (server/render/manifest.ts). A catalog is a feature folder's messages (lingui.config.ts).
 *
 * client/page-modules.ts names the module behind each list; client/first-load.test.ts walks that module's imports
 * (static and dynamic, with the data layer a page renders in) and holds every list equal to the catalogs of the
 * modules it reaches: a missing one would show a message's id instead of its words, an extra one is bytes a
 * farmer's phone downloads for nothing. (The modules' names stay out of this file, which the first download holds.)
 *
 * Kannada is loaded whole when it is activated (one chunk), so these lists are English's only.
 */
export const ENGLISH_CATALOGS = [
  'about',
  'admin',
  'agent',
  'auth',
  'callbacks-admin',
  'cart',
  'catalogue',
  'chat',
  'checkout',
  'commission-admin',
  'hire',
  'hire-admin',
  'home',
  'legal',
  'operator',
  'orders',
  'product',
  'provider',
  'provider-statement',
  'refusals',
  'shared-ui',
  'upi',
  'voice',
] as const;

export type EnglishCatalog = (typeof ENGLISH_CATALOGS)[number];

export const PAGE_CATALOGS = {
  /** The home page's own content (features/home/lazy-home.tsx): links and pictures, without the data layer. */
  home: ['home', 'shared-ui'],
  products: ['cart', 'catalogue', 'refusals', 'shared-ui', 'voice'],
  product: ['cart', 'product', 'refusals', 'shared-ui'],
  about: ['about', 'cart', 'refusals', 'shared-ui'],
  auth: ['auth', 'cart', 'refusals', 'shared-ui'],
  confirm: ['auth', 'cart', 'refusals', 'shared-ui'],
  forgotPassword: ['auth', 'cart', 'refusals', 'shared-ui'],
  resetPassword: ['auth', 'cart', 'refusals', 'shared-ui'],
  cart: ['cart', 'refusals', 'shared-ui'],
  checkout: ['auth', 'cart', 'checkout', 'refusals', 'shared-ui', 'upi'],
  orders: ['auth', 'cart', 'checkout', 'hire', 'orders', 'refusals', 'shared-ui', 'upi'],
  chatbot: ['cart', 'chat', 'refusals', 'shared-ui', 'voice'],
  hire: ['auth', 'cart', 'checkout', 'hire', 'refusals', 'shared-ui', 'upi'],
  terms: ['cart', 'legal', 'refusals', 'shared-ui'],
  privacy: ['cart', 'legal', 'refusals', 'shared-ui'],
  admin: [
    'admin',
    'agent',
    'callbacks-admin',
    'cart',
    'commission-admin',
    'hire',
    'hire-admin',
    'provider',
    'provider-statement',
    'refusals',
    'shared-ui',
  ],
  /** The operator's phone at the field (features/operator/operator-page.tsx). */
  operator: ['cart', 'hire', 'operator', 'refusals', 'shared-ui'],
  /** A village agent's desk (features/agent/agent-page.tsx). */
  agent: ['agent', 'cart', 'hire', 'refusals', 'shared-ui'],
  /** An owner of machines: registering, their services and jobs (features/provider/provider-page.tsx). */
  provider: ['admin', 'cart', 'hire', 'hire-admin', 'provider', 'refusals', 'shared-ui'],
  /** A provider's statement (features/provider-statement/provider-statement-page.tsx). */
  providerStatement: ['cart', 'provider-statement', 'refusals', 'shared-ui'],
  /** Test mode's simulated UPI app (features/upi/upi-test-app-page.tsx). */
  upiApp: ['cart', 'refusals', 'shared-ui', 'upi'],
  /** The assistant's card, opened from any page (features/chat/lazy-chat-widget.tsx). */
  chatWidget: ['cart', 'chat', 'refusals', 'shared-ui', 'voice'],
  /** The guest cart's merge after signing in, on any page (features/cart/lazy-cart-sync.tsx). */
  cartSync: ['cart', 'refusals', 'shared-ui'],
  /** A refusal's sentence, shown by the shell (a failed logout: features/auth/use-auth-actions.ts). */
  refusals: ['refusals'],
} as const satisfies Record<string, readonly EnglishCatalog[]>;

export type PageCatalogsName = keyof typeof PAGE_CATALOGS;
