import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Toaster } from 'sonner';
import { Route, Switch } from 'wouter';
import { AppShell } from './components/layout/app-shell';
import { LoadingState } from './components/ui/query-states';
import { RequireAuth } from './features/auth/require-auth';
import { CartProvider } from './features/cart/cart-context';
import { ProductsPage } from './features/catalogue/products-page';
import { ChatWidget } from './features/chat/chat-widget';
import { HomePage } from './features/home/home-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { ProductPage } from './features/product/product-page';
import { i18n } from './i18n';
import { createQueryClient, createTrpcClient, trpc } from './trpc';

/** A page fetched when first visited: the browsing pages stay in the first download, the rest wait. */
function page<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

const AboutPage = page(() => import('./features/about/about-page'), 'AboutPage');
const AuthPage = page(() => import('./features/auth/auth-page'), 'AuthPage');
const ConfirmPage = page(() => import('./features/auth/confirm-page'), 'ConfirmPage');
const ForgotPasswordPage = page(() => import('./features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./features/auth/reset-password-page'), 'ResetPasswordPage');
const CartPage = page(() => import('./features/cart/cart-page'), 'CartPage');
const ChatbotPage = page(() => import('./features/chat/chatbot-page'), 'ChatbotPage');
const CheckoutPage = page(() => import('./features/checkout/checkout-page'), 'CheckoutPage');
const OrdersPage = page(() => import('./features/orders/orders-page'), 'OrdersPage');

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
      <Route path="/" component={HomePage} />
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
      <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

function Notifications() {
  const { t } = useLingui();
  return <Toaster visibleToasts={3} duration={4000} position="top-center" containerAriaLabel={t`Notifications`} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <I18nProvider i18n={i18n}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CartProvider>
            <AppShell>
              <Routes />
            </AppShell>
            <ChatWidget />
            <Notifications />
          </CartProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </I18nProvider>
  );
}
