import {
  type DataRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { routes } from './routes';

export type AppRouter = DataRouter;

/**
 * `createBrowserRouter(routes)` in its two steps, so that they can run a task apart: the router, with
 * the app's routes ranked and the address matched, not yet navigating; `initialize()` then starts the
 * first navigation (the gate, the route's module). Each took 7-20 ms on this machine, four times that
 * with the CPU slowed as a phone's.
 */
export function createAppRouter(): AppRouter {
  return createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
}

/** Resolves once the first navigation (gate, lazy route modules) has settled. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
