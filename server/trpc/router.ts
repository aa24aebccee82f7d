import { catalogueRouter } from '../modules/catalogue/catalogue.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  catalogue: catalogueRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
