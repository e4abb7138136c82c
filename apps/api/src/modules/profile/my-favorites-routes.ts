import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileRoutes } from '@aula/contracts';
import { pageOf } from '../../lib/pagination';
import { fromContract } from '../../lib/route-contract';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { FavoritesService } from '../content';

const tags = ['perfil'];

/** The teacher's favourite lessons, kept by the content module. */
export function myFavoritesRoutes(
  app: FastifyInstance,
  deps: { favorites: FavoritesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { favorites, publicUrl } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.requireAuth({ roles: ['teacher', 'staff'] });
  const meta = { tags };

  r.route({
    ...fromContract(profileRoutes.listFavorites, meta),
    onRequest,
    handler: async (request) =>
      pageOf(request, publicUrl, await favorites.list(authOf(request).user, request.query), request.query),
  });
  r.route({
    ...fromContract(profileRoutes.addFavorite, meta),
    onRequest,
    handler: async (request, reply) => {
      const { favorite, created } = await favorites.add(authOf(request).user, request.body.lesson);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  });
  r.route({
    ...fromContract(profileRoutes.removeFavorite, meta),
    onRequest,
    handler: async (request, reply) => {
      await favorites.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
