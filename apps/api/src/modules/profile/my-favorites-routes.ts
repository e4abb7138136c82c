import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestSchema,
  detailErrorSchema,
  favoriteInputSchema,
  favoriteSchema,
  idParamSchema,
  paginatedSchema,
  paginationQuerySchema,
} from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { FavoritesService } from '../content/favorites-service';

const tags = ['perfil'];
const errors = {
  400: badRequestSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

/** The teacher's favourite lessons, kept by the content module. */
export function myFavoritesRoutes(
  app: FastifyInstance,
  deps: { favorites: FavoritesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { favorites, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.requireAuth({ roles: ['teacher', 'staff'] });

  r.get(
    '/api/profile/my-favorites/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Aulas favoritas',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(favoriteSchema), ...errors },
      },
    },
    async (request) =>
      pageOf(request, publicUrl, await favorites.list(authOf(request).user, request.query), request.query),
  );
  r.post(
    '/api/profile/my-favorites/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Favorita uma aula (201; 200 se já era favorita)',
        body: favoriteInputSchema,
        response: { 200: favoriteSchema, 201: favoriteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await favorites.add(authOf(request).user, request.body.lesson);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );
  r.delete(
    '/api/profile/my-favorites/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove dos favoritos',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await favorites.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
