import { authRouter } from '../modules/auth/auth.router.js';
import { catalogueRouter } from '../modules/catalogue/catalogue.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
