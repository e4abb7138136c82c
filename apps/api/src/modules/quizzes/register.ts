import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import { questionsService } from './questions-service';
import { quizzesRoutes } from './routes';

/** Avaliações: the question bank (quiz activities build on it). */
export function registerQuizzes(
  app: FastifyInstance,
  deps: { db: Database; requireAuth: RequireAuth; publicUrl: string },
) {
  quizzesRoutes(app, {
    questions: questionsService(deps),
    requireAuth: deps.requireAuth,
    publicUrl: deps.publicUrl,
  });
}
