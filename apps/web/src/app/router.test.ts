import { spaRoutes } from '@aula/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';
import { routes } from './routes';

function collectPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const paths = route.path !== undefined && route.path !== '*' ? [own] : [];
    return [...paths, ...collectPaths(route.children ?? [], own)];
  });
}

function collectIds(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.id ? [route.id] : []), ...collectIds(route.children ?? [])]);
}

describe('route tree', () => {
  it('has exactly the paths listed in spaRoutes, so the server 404s what the SPA cannot show', () => {
    const paths = collectPaths(routes);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...Object.values(spaRoutes)].sort());
  });

  it('has one layout route per SPEC layout', () => {
    expect(collectIds(routes)).toEqual(
      expect.arrayContaining([
        'blue-background',
        'teacher-dashboard',
        'payment-flow',
        'student-dashboard',
        'admin-dashboard',
      ]),
    );
  });

  const allRoutes = (tree: RouteObject[]): RouteObject[] =>
    tree.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);

  it('gives every route the error page: static on eager routes, from lazy() on lazy ones', async () => {
    for (const route of allRoutes(routes)) {
      const name = route.id ?? route.path;
      if (typeof route.lazy === 'function') {
        // A static boundary on a lazy route would swallow a failed chunk load (see lazyRoute).
        expect(route.errorElement, name).toBeUndefined();
        expect((await route.lazy()).ErrorBoundary, name).toBe(ErrorPage);
      } else if (route.children?.length || route.path) {
        expect(route.errorElement, name).toBeTruthy();
      }
    }
  });

  it('ends with a catch-all that shows the 404 page', () => {
    const screens = allRoutes(routes).find((route) => route.id === 'screens');
    expect(screens?.children?.at(-1)?.path).toBe('*');
  });
});
