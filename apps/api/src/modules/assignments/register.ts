import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import type { FileLinks, FilesService, PremiumAccess } from '../content';
import { classroomActivityRoutes } from './classroom-routes';
import { classroomPostsService } from './posts-service';
import { classroomReportsService } from './reports-service';
import { studentAssignmentRoutes } from './student-routes';
import { studentAssignmentsService } from './student-service';
import { teacherAssignmentRoutes } from './teacher-routes';
import { teacherAssignmentsService } from './teacher-service';

/** Activities, hand-ins, progress, BNCC coverage and the class feed. */
export function registerAssignments(
  app: FastifyInstance,
  deps: {
    db: Database;
    files: FilesService;
    links: FileLinks;
    canReadPremium: PremiumAccess;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { db, links, requireAuth, publicUrl } = deps;
  teacherAssignmentRoutes(app, {
    assignments: teacherAssignmentsService({ db, links, canReadPremium: deps.canReadPremium }),
    requireAuth,
    publicUrl,
  });
  studentAssignmentRoutes(app, {
    assignments: studentAssignmentsService({ db, links, canReadPremium: deps.canReadPremium }),
    files: deps.files,
    requireAuth,
    publicUrl,
  });
  classroomActivityRoutes(app, {
    reports: classroomReportsService({ db }),
    posts: classroomPostsService({ db }),
    requireAuth,
    publicUrl,
  });
}
