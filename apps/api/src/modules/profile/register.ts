import type { FastifyInstance } from 'fastify';
import type { RequireAuth } from '../../plugins/auth';
import type { UserRow } from '../../lib/auth-context';
import type { FavoritesService } from '../content';
import type { StudentsService } from '../students';
import { myFavoritesRoutes } from './my-favorites-routes';
import { myStudentsRoutes } from './my-students-routes';
import { profileRoutes } from './routes';
import type { ProfileService } from './service';

/** Everything under /api/profile/: the person, her statistics and messages, her students and favourites. */
export function registerProfile(
  app: FastifyInstance,
  deps: {
    profiles: ProfileService;
    /** The students and favourites services belong to their own modules. */
    students: StudentsService;
    favorites: FavoritesService;
    requireAuth: RequireAuth;
    publicUrl: string;
    /** Announces a new "Fale conosco" message to staff. */
    notifyContact: (sender: UserRow, message: { id: number; message: string }) => Promise<void>;
  },
) {
  const { requireAuth, publicUrl } = deps;
  profileRoutes(app, { profiles: deps.profiles, requireAuth, notifyContact: deps.notifyContact });
  myStudentsRoutes(app, { students: deps.students, requireAuth, publicUrl });
  myFavoritesRoutes(app, { favorites: deps.favorites, requireAuth, publicUrl });
}
