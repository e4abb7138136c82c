import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  lessonPlanDetailSchema,
  planShareSchema,
  sharedPlanSchema,
  shareTokenParamSchema,
} from '@aula/contracts';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { PlanSharesService } from './plan-shares-service';
import { errorResponses as errors } from './route-helpers';

const tags = ['compartilhamento'];

/** Share one's own plan by link; a colleague sees it and copies it into "Meus livros". */
export function planSharesRoutes(
  app: FastifyInstance,
  deps: { shares: PlanSharesService; requireAuth: RequireAuth },
) {
  const { shares } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.requireAuth({ roles: ['teacher'] });
  const own = '/api/content/custom-lessonplans/:id/share/';

  r.get(
    own,
    {
      onRequest,
      schema: {
        tags,
        summary: 'O link de compartilhamento do livro, se houver',
        params: idParamSchema,
        response: { 200: z.object({ share: planShareSchema.nullable() }), ...errors },
      },
    },
    async (request) => ({ share: await shares.current(authOf(request).user, request.params.id) }),
  );
  r.post(
    own,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cria (ou devolve) o link para uma colega copiar o livro',
        params: idParamSchema,
        response: { 200: planShareSchema, 201: planShareSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, share } = await shares.share(authOf(request).user, request.params.id);
      return reply.status(created ? 201 : 200).send(share);
    },
  );
  r.delete(
    own,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Desativa o link: quem o tiver não consegue mais copiar',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await shares.stop(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/content/shared-lessonplans/:token/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Um livro compartilhado por link: resumo, aulas e quem compartilhou',
        params: shareTokenParamSchema,
        response: { 200: sharedPlanSchema, ...errors },
      },
    },
    (request) => shares.view(request.params.token),
  );
  r.post(
    '/api/content/shared-lessonplans/:token/copy/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Copia o livro compartilhado para Meus livros (dentro do limite do plano)',
        params: shareTokenParamSchema,
        response: { 201: lessonPlanDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await shares.copy(authOf(request).user, request.params.token)),
  );
}
