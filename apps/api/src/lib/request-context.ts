import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** The request a piece of work was started by, wherever it runs in that request's async chain. */
const context = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** Every request's handlers (and what they start) see its id: jobs they queue carry it on. */
export function trackRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    context.run({ requestId: request.id }, done);
  });
}
