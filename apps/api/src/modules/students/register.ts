import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { BotCheck } from '../../lib/bot-check';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequireAuth } from '../../plugins/auth';
import type { AccountDeletion, SessionTokens } from '../accounts';
import { loginLinks } from './login-links';
import { studentsRoutes } from './routes';
import { studentsService } from './service';
import { studentSignUp, type OpenClassroomByCode } from './sign-up';

/** A teacher's students, their passwords, links and cards, and children signing up by classroom code. */
export function registerStudents(
  app: FastifyInstance,
  deps: {
    db: Database;
    tokens: SessionTokens;
    rateLimiter: RateLimiter;
    botCheck: BotCheck;
    requireAuth: RequireAuth;
    publicUrl: string;
    deletion: Pick<AccountDeletion, 'eraseStudent'>;
    /** The classrooms module's rule, passed in: classrooms sit above students. */
    openClassroomByCode: OpenClassroomByCode;
  },
) {
  studentsRoutes(app, {
    students: studentsService(deps),
    links: loginLinks(deps),
    signUp: studentSignUp(deps),
    requireAuth: deps.requireAuth,
    publicUrl: deps.publicUrl,
  });
}
