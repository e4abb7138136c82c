import type { FastifyRequest } from 'fastify';
import type { schema } from '@aula/db';
import { ApiError } from './errors';

export type UserRow = typeof schema.users.$inferSelect;
export type Role = 'teacher' | 'student' | 'staff' | 'superuser';

/** Who made the request: set by the auth guard (plugins/auth.ts) before the route runs. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  impersonatorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export const notAuthenticated = () =>
  new ApiError(401, 'Authentication credentials were not provided.', 'not_authenticated');

export function hasRole(user: UserRow, role: Role): boolean {
  switch (role) {
    case 'teacher':
      return user.isTeacher;
    case 'student':
      return user.isStudent;
    case 'staff':
      return user.isStaff || user.isSuperuser;
    case 'superuser':
      return user.isSuperuser;
  }
}

/** The authenticated context; only valid behind a requireAuth hook. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}
