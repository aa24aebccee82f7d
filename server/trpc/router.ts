import { adminRouter } from '../modules/admin/admin.router.js';
import { agentsRouter } from '../modules/agents/agents.router.js';
import { authRouter } from '../modules/auth/auth.router.js';
import { callbacksRouter } from '../modules/callbacks/callbacks.router.js';
import { cancellationsRouter } from '../modules/cancellations/cancellations.router.js';
import { cartRouter } from '../modules/cart/cart.router.js';
import { catalogueRouter } from '../modules/catalogue/catalogue.router.js';
import { chatRouter } from '../modules/chat/chat.router.js';
import { fieldWorkRouter } from '../modules/field-work/field-work.router.js';
import { checkoutRouter } from '../modules/checkout/checkout.router.js';
import { ordersRouter } from '../modules/orders/orders.router.js';
import { paymentsRouter } from '../modules/payments/payments.router.js';
import { providersRouter } from '../modules/providers/providers.router.js';
import { hiringRouter } from '../modules/hiring/hiring.router.js';
import { hireQueueRouter } from '../modules/hire-queue/hire-queue.router.js';
import { ledgerRouter } from '../modules/ledger/ledger.router.js';
import { rentalsRouter } from '../modules/rentals/rentals.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  chat: chatRouter,
  cart: cartRouter,
  rentals: rentalsRouter,
  hiring: hiringRouter,
  hireQueue: hireQueueRouter,
  fieldWork: fieldWorkRouter,
  providers: providersRouter,
  ledger: ledgerRouter,
  checkout: checkoutRouter,
  orders: ordersRouter,
  payments: paymentsRouter,
  cancellations: cancellationsRouter,
  admin: adminRouter,
  agents: agentsRouter,
  callbacks: callbacksRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
