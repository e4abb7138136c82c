import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { BotCheck } from '../../lib/bot-check';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequireAuth, UserRow } from '../../plugins/auth';
import type { SessionTokens } from '../accounts/session-tokens';
import type { FileLinks } from '../content/file-links';
import type { PremiumAccess } from '../content/premium-access';
import { loginLinks } from '../students/login-links';
import { studentsRoutes } from '../students/routes';
import { studentsService } from '../students/service';
import { studentSignUp } from '../students/sign-up';
import { classroomsRoutes } from './routes';
import { classroomsService } from './service';
import { studentAreaService } from './student-area';

/** Classrooms, the teacher's students and what students see. */
export function registerClassrooms(
  app: FastifyInstance,
  deps: {
    db: Database;
    tokens: SessionTokens;
    requireAuth: RequireAuth;
    rateLimiter: RateLimiter;
    botCheck: BotCheck;
    publicUrl: string;
    /** Signed file URLs and the premium rule, owned by the content module. */
    links: FileLinks;
    canReadPremium: PremiumAccess;
    /** Announces a new "Fale conosco" message to staff. */
    notifyContact: (sender: UserRow, message: { id: number; message: string }) => Promise<void>;
  },
) {
  const { db, tokens, requireAuth, rateLimiter, botCheck, publicUrl, links } = deps;
  const studentArea = studentAreaService({ db, fileUrl: (id) => links.urlFor({ id, isPublic: false }) });
  classroomsRoutes(app, {
    classrooms: classroomsService({ db, canReadPremium: deps.canReadPremium }),
    studentArea,
    requireAuth,
    rateLimiter,
    publicUrl,
  });
  studentsRoutes(app, {
    db,
    students: studentsService({ db, tokens }),
    links: loginLinks({ db, tokens, rateLimiter, publicUrl }),
    signUp: studentSignUp({ db, tokens, rateLimiter, botCheck }),
    requireAuth,
    publicUrl,
    notifyContact: deps.notifyContact,
  });
}
