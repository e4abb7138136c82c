import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import findMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * Knows every registered route regardless of method, so an /api path that exists under another
 * method answers 405 with Allow (as DRF does) instead of 404.
 */
export function trackRoutesForMethodNotAllowed(app: FastifyInstance) {
  const router = findMyWay({ ignoreTrailingSlash: false });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    const list = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of list as HTTPMethod[]) {
      // HEAD mirrors GET, and CORS answers OPTIONS on every path.
      if (method === 'HEAD' || method === 'OPTIONS' || router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, () => {});
      methods.add(method);
    }
  });
  return function handleApiMiss(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = [...methods].filter((method) => router.find(method, path));
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ detail: `Método "${request.method}" não permitido.` });
    }
    return reply.status(404).send({ detail: 'Not found.' });
  };
}
