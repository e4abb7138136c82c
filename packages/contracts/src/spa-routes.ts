/**
 * The SPA's route patterns, shared by the web router and the API server (which answers 404 for any
 * path that matches none of them). A screen is listed here only once it is built.
 */
export const spaRoutes = {
  home: '/',
} as const;

export type SpaRouteName = keyof typeof spaRoutes;

const patternCache = new Map<string, RegExp>();

function toRegExp(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${body === '' ? '/' : body}/?$`);
    patternCache.set(pattern, re);
  }
  return re;
}

export function matchesSpaRoute(pathname: string, patterns: readonly string[] = Object.values(spaRoutes)) {
  return patterns.some((pattern) => toRegExp(pattern).test(pathname));
}

/** Fills a pattern's `:params`, e.g. `routePath('/code/:code', { code: 'ABC234' })`. */
export function routePath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro de rota ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
}
