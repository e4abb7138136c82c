import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../lib/auth-context';
import type { RequireAuth } from '../../plugins/auth';
import { profileRoutes } from './routes';
import { profileService, type ProfileDeps } from './service';

/** The signed-in person (/api/profile/me), her statistics and her "Fale conosco" messages. */
export function registerProfile(
  app: FastifyInstance,
  deps: ProfileDeps & {
    requireAuth: RequireAuth;
    publicUrl: string;
    /** Announces a new "Fale conosco" message to staff. */
    notifyContact: (sender: UserRow, message: { id: number; message: string }) => Promise<void>;
  },
) {
  profileRoutes(app, { ...deps, profiles: profileService(deps) });
}
