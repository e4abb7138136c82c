import { spaRoutes } from '@aula/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import type { RouteObject } from 'react-router';
import { ErrorPage, NotFoundPage } from './error-page';
import { RootLayout } from './root-layout';

type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'action' | 'handle' | 'ErrorBoundary'>;

/**
 * Loads a route module and gives it the error page as its boundary. The boundary cannot be declared
 * statically on a lazy route: when its import fails (a missing chunk), React Router keeps the route
 * lazy and renders nothing below the parent, so the failure has to reach the `screens` boundary.
 */
function lazyRoute(load: () => Promise<RouteModule>): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { Component, loader, action, handle, ErrorBoundary } = await load();
    return { Component, loader, action, handle, ErrorBoundary: ErrorBoundary ?? ErrorPage };
  };
}

function InitialLoading() {
  return <LinearProgress aria-label="Carregando" />;
}

/**
 * The whole route tree. Every path comes from `spaRoutes` (the server answers 404 for anything else);
 * layouts are pathless parents whose children arrive with the screens that use them.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: InitialLoading,
    children: [
      {
        id: 'screens',
        errorElement: <ErrorPage />,
        children: [
          { path: spaRoutes.home, lazy: lazyRoute(() => import('./routes/public/landing')) },
          {
            id: 'blue-background',
            lazy: lazyRoute(() => import('./layouts/blue-background-layout')),
            children: [],
          },
          {
            id: 'teacher-dashboard',
            lazy: lazyRoute(() => import('./layouts/teacher-dashboard-layout')),
            children: [
              {
                id: 'payment-flow',
                lazy: lazyRoute(() => import('./layouts/payment-flow-layout')),
                children: [],
              },
            ],
          },
          {
            id: 'student-dashboard',
            lazy: lazyRoute(() => import('./layouts/student-dashboard-layout')),
            children: [],
          },
          {
            id: 'admin-dashboard',
            lazy: lazyRoute(() => import('./layouts/admin-dashboard-layout')),
            children: [],
          },
          { path: '*', element: <NotFoundPage />, errorElement: <ErrorPage /> },
        ],
      },
    ],
  },
];
