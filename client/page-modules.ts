import { PAGE_CATALOGS, type EnglishCatalog, type PageCatalogsName } from './page-catalogs';

/**
 * The module (relative to client/) behind each list of client/page-catalogs.ts, and whether it renders inside the
 * data layer (client/data-providers.tsx), whose catalogs it then needs too: for the server's preloads and the
 * test that checks the lists. Not imported by the browser's code.
 */
export const PAGE_MODULES: Record<PageCatalogsName, { module: string; withDataLayer: boolean }> = {
  home: { module: 'features/home/home-page.tsx', withDataLayer: false },
  products: { module: 'features/catalogue/products-page.tsx', withDataLayer: true },
  product: { module: 'features/product/product-page.tsx', withDataLayer: true },
  about: { module: 'features/about/about-page.tsx', withDataLayer: true },
  auth: { module: 'features/auth/auth-page.tsx', withDataLayer: true },
  confirm: { module: 'features/auth/confirm-page.tsx', withDataLayer: true },
  forgotPassword: { module: 'features/auth/forgot-password-page.tsx', withDataLayer: true },
  resetPassword: { module: 'features/auth/reset-password-page.tsx', withDataLayer: true },
  cart: { module: 'features/cart/cart-page.tsx', withDataLayer: true },
  checkout: { module: 'features/checkout/checkout-page.tsx', withDataLayer: true },
  orders: { module: 'features/orders/orders-page.tsx', withDataLayer: true },
  chatbot: { module: 'features/chat/chatbot-page.tsx', withDataLayer: true },
  hire: { module: 'features/hire/hire-island.tsx', withDataLayer: true },
  terms: { module: 'features/legal/terms-page.tsx', withDataLayer: true },
  privacy: { module: 'features/legal/privacy-page.tsx', withDataLayer: true },
  admin: { module: 'features/admin/admin-app.tsx', withDataLayer: true },
  agent: { module: 'features/agent/agent-page.tsx', withDataLayer: true },
  operator: { module: 'features/operator/operator-page.tsx', withDataLayer: true },
  upiApp: { module: 'features/upi/upi-test-app-page.tsx', withDataLayer: true },
  provider: { module: 'features/provider/provider-page.tsx', withDataLayer: true },
  providerStatement: { module: 'features/provider-statement/provider-statement-page.tsx', withDataLayer: true },
  chatWidget: { module: 'features/chat/chat-widget.tsx', withDataLayer: true },
  cartSync: { module: 'data-providers.tsx', withDataLayer: true },
  refusals: { module: 'refusals.ts', withDataLayer: false },
};

/** The English catalogs a page module needs (for the server's preloads); none for a module not listed. */
export function englishCatalogsOfModule(module: string): readonly EnglishCatalog[] {
  const name = (Object.keys(PAGE_MODULES) as PageCatalogsName[]).find((key) => PAGE_MODULES[key].module === module);
  return name ? PAGE_CATALOGS[name] : [];
}
