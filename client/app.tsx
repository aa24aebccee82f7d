import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { Route, Switch } from 'wouter';
import { AppShell } from './components/layout/app-shell';
import { AboutPage } from './features/about/about-page';
import { AuthPage } from './features/auth/auth-page';
import { ConfirmPage } from './features/auth/confirm-page';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { RequireAuth } from './features/auth/require-auth';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { CartProvider } from './features/cart/cart-context';
import { CartPage } from './features/cart/cart-page';
import { ProductsPage } from './features/catalogue/products-page';
import { ChatWidget } from './features/chat/chat-widget';
import { ChatbotPage } from './features/chat/chatbot-page';
import { CheckoutPage } from './features/checkout/checkout-page';
import { HomePage } from './features/home/home-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { OrdersPage } from './features/orders/orders-page';
import { ProductPage } from './features/product/product-page';
import { i18n } from './i18n';
import { createQueryClient, createTrpcClient, trpc } from './trpc';

/** Every screen of the shop. Features add their routes here; the catch-all stays last. */
function Routes() {
  return (
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
