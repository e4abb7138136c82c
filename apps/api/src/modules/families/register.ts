import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { JobQueue } from '../../lib/job-queue';
import type { Mailer } from '../../lib/mailer';
import type { RequireAuth } from '../../plugins/auth';
import { calendarService } from '../classrooms';
import { attendanceService, diaryService } from '../diary';
import { consentService } from './consent-service';
import { familyLinks } from './family-links';
import { familyViewService } from './family-view-service';
import { guardiansService } from './guardians-service';
import { familiesRoutes } from './routes';

/** Families and children's consent (LGPD art. 14): guardians, consent links and the family page. */
export function registerFamilies(
  app: FastifyInstance,
  deps: {
    db: Database;
    mailer: Mailer;
    jobs: JobQueue;
    requireAuth: RequireAuth;
    publicUrl: string;
    secret: string;
  },
) {
  const { db, publicUrl } = deps;
  const links = familyLinks({ secret: deps.secret, publicUrl });
  const calendars = calendarService({ db });
  const attendance = attendanceService({ db, calendars, diary: diaryService({ db, calendars }) });
  familiesRoutes(app, {
    guardians: guardiansService({ db, mailer: deps.mailer, links, publicUrl }),
    consent: consentService({ db, jobs: deps.jobs, links, secret: deps.secret }),
    family: familyViewService({ db, links, attendance }),
    requireAuth: deps.requireAuth,
    publicUrl,
  });
}
