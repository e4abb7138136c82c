import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '@aula/contracts';
import { authOf, hasRole, notAuthenticated, type AuthContext, type Role } from '../lib/auth-context';
import { ApiError, forbidden } from '../lib/errors';

export interface GuardOptions {
  /** Any one of these roles is enough; none listed means any signed-in user. */
  roles?: Role[];
  /** The 403 detail for a signed-in user without those roles (default: DRF's permission text). */
  denied?: string;
  /** Lets a user who must still replace a temporary password through. */
  allowPendingPasswordChange?: boolean;
  /**
   * Reads only from a session opened by impersonation: staff can impersonate staff, and writes
   * here (the catalogue) carry no record of the person behind them, so that person must be
   * themselves to make them.
   */
  readOnlyWhenImpersonated?: boolean;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IMPERSONATED_WRITE_REFUSED =
  'Não é possível alterar o conteúdo do catálogo acessando como outro usuário. Volte para a sua conta.';

/** Builds onRequest hooks (so auth is checked before the body) that authenticate `Authorization: JWT <access>` and check the role. */
/** What the guard needs from the sessions: the context of a valid access token, or a 401. */
export interface SessionAuthenticator {
  authenticate(accessToken: string): Promise<AuthContext>;
}

export function authGuards(tokens: SessionAuthenticator) {
  return function requireAuth(options: GuardOptions = {}) {
    return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const header = request.headers.authorization;
      if (!header) throw notAuthenticated();
      const [scheme, token, extra] = header.split(' ');
      if (!token || extra !== undefined || !/^(JWT|Bearer)$/i.test(scheme ?? '')) {
        throw new ApiError(401, 'Token is invalid or expired', 'token_not_valid');
      }
      const auth = await tokens.authenticate(token);
      if (auth.user.mustChangePassword && !options.allowPendingPasswordChange) {
        throw new ApiError(
          403,
          'Você precisa definir uma nova senha antes de continuar.',
          PASSWORD_CHANGE_REQUIRED_CODE,
        );
      }
      if (options.roles && !options.roles.some((role) => hasRole(auth.user, role))) {
        throw forbidden(options.denied);
      }
      if (
        options.readOnlyWhenImpersonated &&
        auth.impersonatorId !== null &&
        !READ_METHODS.has(request.method)
      ) {
        throw forbidden(IMPERSONATED_WRITE_REFUSED, 'impersonated_write');
      }
      request.auth = auth;
    };
  };
}

export type RequireAuth = ReturnType<typeof authGuards>;

/**
 * A preHandler (it runs once the body is parsed) for a route where only some requests need a role:
 * one action of an action route, say. Put it behind requireAuth.
 */
export function requireRoleWhen<R extends FastifyRequest>(
  role: Role,
  when: (request: R) => boolean,
  denied?: string,
) {
  return async function checkRole(request: R) {
    if (when(request) && !hasRole(authOf(request).user, role)) throw forbidden(denied);
  };
}
