import type { FastifyInstance } from 'fastify';
import { questionRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { questionsService } from './questions-service';

/** The question bank: teachers and staff (who write the catalogue). */
export function quizzesRoutes(
  app: FastifyInstance,
  deps: { questions: ReturnType<typeof questionsService>; requireAuth: RequireAuth; publicUrl: string },
) {
  const { questions } = deps;
  const route = contractRoutes(app, { tags: ['avaliações'], publicUrl: deps.publicUrl });
  const onRequest = deps.requireAuth({ roles: ['teacher', 'staff'] });

  route(questionRoutes.list, {
    onRequest,
    handle: async ({ user, query, page }) => page(await questions.list(user, query)),
  });
  route(questionRoutes.create, { onRequest, handle: ({ user, body }) => questions.create(user, body) });
  route(questionRoutes.detail, {
    onRequest,
    handle: ({ user, params }) => questions.detail(user, params.id),
  });
  route(questionRoutes.update, {
    onRequest,
    handle: ({ user, params, body }) => questions.update(user, params.id, body),
  });
  route(questionRoutes.remove, {
    onRequest,
    handle: ({ user, params }) => questions.remove(user, params.id),
  });
}
