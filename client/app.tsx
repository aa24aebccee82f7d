import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { AppShell } from './components/layout/app-shell';
import { LoadingState } from './components/ui/query-states';
import { RequireAuth } from './features/auth/require-auth';
import { InitialSessionContext, type Session } from './features/auth/session-store';
import { useSession } from './features/auth/use-session';
import { LazyHomePage } from './features/home/lazy-home';
import { OverlaysIsland } from './islands/overlays';
import { NotFoundPage } from './features/not-found/not-found-page';
import { loadPageCatalogs, localeBase, localeOfPath, useLocaleOfAddress } from './i18n';
import { PAGE_CATALOGS, type PageCatalogsName } from './page-catalogs';

type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page fetched when first visited: the first download holds only the shell and the home page's boundary (see
 * features/home/lazy-home.tsx and client/public-pages.ts).
 * With it come the data layer it reads through (tRPC, TanStack Query, the cart: client/data-providers.tsx) and
 * the page's English catalogs (client/page-catalogs.ts); the server renders the same tree. `preload` starts all
 * three (once).
 */
function page<M>(load: () => Promise<M>, name: keyof M, catalogs: PageCatalogsName): LazyPage {
  let loading: Promise<{ default: ComponentType<object> }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('./data-providers'), loadPageCatalogs(PAGE_CATALOGS[catalogs])]).then(
      ([module, { DataProviders }]) => {
        const Page = module[name] as ComponentType<object>;
        return {
          default: (props: object) => (
            <DataProviders>
              <Page {...props} />
            </DataProviders>
          ),
        };
      },
    )).catch((error: unknown) => {
      // A failed download (offline) is tried again on the next visit to the page.
      loading = undefined;
      throw error;
    });
  return Object.assign(lazy(preload), { preload });
}

const ProductsPage = page(() => import('./features/catalogue/products-page'), 'ProductsPage', 'products');
const ProductPage = page(() => import('./features/product/product-page'), 'ProductPage', 'product');
const AboutPage = page(() => import('./features/about/about-page'), 'AboutPage', 'about');
const AuthPage = page(() => import('./features/auth/auth-page'), 'AuthPage', 'auth');
const ConfirmPage = page(() => import('./features/auth/confirm-page'), 'ConfirmPage', 'confirm');
const ForgotPasswordPage = page(
  () => import('./features/auth/forgot-password-page'),
  'ForgotPasswordPage',
  'forgotPassword',
);
const ResetPasswordPage = page(
  () => import('./features/auth/reset-password-page'),
  'ResetPasswordPage',
  'resetPassword',
);
const CartPage = page(() => import('./features/cart/cart-page'), 'CartPage', 'cart');
const ChatbotPage = page(() => import('./features/chat/chatbot-page'), 'ChatbotPage', 'chatbot');
const HirePage = page(() => import('./features/hire/hire-island'), 'HirePageIsland', 'hire');
const CheckoutPage = page(() => import('./features/checkout/checkout-page'), 'CheckoutPage', 'checkout');
const OrdersPage = page(() => import('./features/orders/orders-page'), 'OrdersPage', 'orders');
const AdminApp = page(() => import('./features/admin/admin-app'), 'AdminApp', 'admin');
const AgentPage = page(() => import('./features/agent/agent-page'), 'AgentPage', 'agent');
const UpiTestAppPage = page(() => import('./features/upi/upi-test-app-page'), 'UpiTestAppPage', 'upiApp');
const ProviderPage = page(() => import('./features/provider/provider-page'), 'ProviderPage', 'provider');
const ProviderStatementPage = page(
  () => import('./features/provider-statement/provider-statement-page'),
  'ProviderStatementPage',
  'providerStatement',
);
const OperatorPage = page(() => import('./features/operator/operator-page'), 'OperatorPage', 'operator');

/**
 * /admin: the back office is fetched only once the session says staff or owner, so a shopper's browser never
 * downloads it; a customer is told the page is not for them (and every admin procedure refuses them anyway).
 */
function AdminRoute() {
  const session = useSession();
  if (session.status === 'signed-in' && (session.user.role === 'staff' || session.user.role === 'owner'))
    return <AdminApp />;
  if (session.status === 'signed-in') {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-lg font-semibold">
          <Trans>This page is for the shop’s staff only.</Trans>
        </h1>
      </div>
    );
  }
  return <RequireAuth>{null}</RequireAuth>;
}
const TermsPage = page(() => import('./features/legal/terms-page'), 'TermsPage', 'terms');
const PrivacyPage = page(() => import('./features/legal/privacy-page'), 'PrivacyPage', 'privacy');

/** The lazily loaded page at an address within the app, as Routes below matches it (the back office aside). */
function lazyPageAt(path: string): LazyPage | undefined {
  const pages: Record<string, LazyPage> = {
    '/products': ProductsPage,
    '/about': AboutPage,
    '/auth': AuthPage,
    '/auth/confirm': ConfirmPage,
    '/auth/reset': ResetPasswordPage,
    '/auth/forgot': ForgotPasswordPage,
    '/cart': CartPage,
    '/checkout': CheckoutPage,
    '/orders': OrdersPage,
    '/chatbot': ChatbotPage,
    '/hire': HirePage,
    '/agent': AgentPage,
    '/operator': OperatorPage,
    '/provider/statement': ProviderStatementPage,
    '/terms': TermsPage,
    '/privacy': PrivacyPage,
  };
  return pages[path] ?? (/^\/products\/[^/]+$/.test(path) ? ProductPage : undefined);
}

/**
 * Starts loading the page at an address within the app ('/products/1') with its data layer and catalogs, so a
 * server-rendered page hydrates with the shell rather than a round trip later; nothing for the home page.
 */
export function preloadPage(path: string): Promise<unknown> | undefined {
  return lazyPageAt(path)?.preload();
}

/**
 * Marks the page interactive (data-hydrated on <html>), for browser tests and anyone measuring: inside the routes'
 * boundary, so a lazily loaded page counts once it has hydrated too, not when the shell around it has.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function PageLoading() {
  return (
    <LoadingState>
      <Trans>Loading page...</Trans>
    </LoadingState>
  );
}

/** Every screen of the shop. Features add their routes here; the catch-all stays last. */
function Routes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LazyHomePage} />
        <Route path="/products" component={ProductsPage} />
        <Route path="/products/:id" component={ProductPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/auth" component={AuthPage} />
        <Route path="/auth/confirm" component={ConfirmPage} />
        <Route path="/auth/reset" component={ResetPasswordPage} />
        <Route path="/auth/forgot" component={ForgotPasswordPage} />
        <Route path="/cart" component={CartPage} />
        <Route path="/checkout">
          <RequireAuth>
            <CheckoutPage />
          </RequireAuth>
        </Route>
        <Route path="/orders">
          <RequireAuth>
            <OrdersPage />
          </RequireAuth>
        </Route>
        <Route path="/chatbot" component={ChatbotPage} />
        <Route path="/hire" component={HirePage} />
        <Route path="/agent" component={AgentPage} />
        <Route path="/operator" component={OperatorPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/upi-test/:paymentId" component={UpiTestAppPage} />
        <Route path="/provider/statement">
          <RequireAuth tab="phone">
            <ProviderStatementPage />
          </RequireAuth>
        </Route>
        <Route path="/provider">
          <RequireAuth tab="phone">
            <ProviderPage />
          </RequireAuth>
        </Route>
        <Route path="/admin" nest>
          <AdminRoute />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
      <MarkHydrated />
    </Suspense>
  );
}

export interface AppProps {
  i18n: I18n;
  /** Who the page was rendered for: 'signed-out' when the request had no session cookie, 'loading' otherwise. */
  session: Session;
  /** The address being rendered on the server ('/kn/products?q=tractor'); the browser reads its own. */
  ssrPath?: string;
}

/**
 * The language is part of the address: Kannada pages live under /kn, so every route and link of the app is
 * relative to that base and keeps the language as a visitor moves around.
 */
function LocaleRouter({ ssrPath }: { ssrPath: string | undefined }) {
  const [pathname] = useBrowserLocation({ ssrPath: ssrPath?.split('?')[0] });
  const locale = localeOfPath(pathname);
  useLocaleOfAddress(locale);
  return (
    <Router base={localeBase(locale)} ssrPath={ssrPath}>
      <AppShell>
        <Routes />
      </AppShell>
      <OverlaysIsland />
    </Router>
  );
}

export function App({ i18n, session, ssrPath }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <InitialSessionContext.Provider value={session}>
        <LocaleRouter ssrPath={ssrPath} />
      </InitialSessionContext.Provider>
    </I18nProvider>
  );
}
