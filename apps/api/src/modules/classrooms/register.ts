import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequireAuth } from '../../plugins/auth';
import type { FileLinks, PremiumAccess } from '../content';
import { calendarService } from './calendar-service';
import { planService } from './plan-service';
import { planningRoutes } from './planning-routes';
import { publicClassroomLookup } from './public-by-code';
import { classroomsRoutes } from './routes';
import { classroomsService } from './service';
import { studentAreaService } from './student-area';

/**
 * Classrooms, what students see, and each class's school calendar and annual plan. Returns the
 * public lookup by code, which the invitation page (served by the SPA plugin) shares.
 */
export function registerClassrooms(
  app: FastifyInstance,
  deps: {
    db: Database;
    requireAuth: RequireAuth;
    rateLimiter: RateLimiter;
    publicUrl: string;
    /** Signed file URLs and the premium rule, owned by the content module. */
    links: FileLinks;
    canReadPremium: PremiumAccess;
  },
) {
  const { db, requireAuth, rateLimiter, publicUrl, links } = deps;
  const studentArea = studentAreaService({
    db,
    fileUrl: (id) => links.urlFor({ id, isPublic: false }),
    canReadPremium: deps.canReadPremium,
  });
  const classrooms = classroomsService({ db, canReadPremium: deps.canReadPremium });
  const publicClassroom = publicClassroomLookup({ classrooms, rateLimiter });
  classroomsRoutes(app, { classrooms, studentArea, requireAuth, publicClassroom, publicUrl });
  planningRoutes(app, {
    calendars: calendarService({ db }),
    plans: planService({ db }),
    requireAuth,
    publicUrl,
  });
  return { publicClassroom };
}
