import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { FavoritesService } from './favorites-service';

/** The teacher's favourite lessons, under /api/profile/my-favorites/. */
export function favoritesRoutes(
  app: FastifyInstance,
  deps: { favorites: FavoritesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { favorites } = deps;
  const route = contractRoutes(app, { tags: ['perfil'], publicUrl: deps.publicUrl });
  const onRequest = deps.requireAuth({ roles: ['teacher', 'staff'] });

  route(profileRoutes.listFavorites, {
    onRequest,
    handle: async ({ user, query, page }) => page(await favorites.list(user, query)),
  });
  route(profileRoutes.addFavorite, {
    onRequest,
    handle: async ({ user, body, reply }) => {
      const { favorite, created } = await favorites.add(user, body.lesson);
      reply.status(created ? 201 : 200);
      return favorite;
    },
  });
  route(profileRoutes.removeFavorite, {
    onRequest,
    handle: ({ user, params }) => favorites.remove(user, params.id),
  });
}
