import type { FastifyInstance } from 'fastify';
import type { RequireAuth } from '../../plugins/auth';
import type { FilesService } from '../content';
import type { AssignmentServiceDeps } from './access';
import { classroomActivityRoutes } from './classroom-routes';
import { copyRoutes } from './copy-routes';
import { assignmentCopyService } from './copy-service';
import { classroomPostsService } from './posts-service';
import { classroomReportsService } from './reports-service';
import { studentAssignmentRoutes } from './student-routes';
import { studentAssignmentsService } from './student-service';
import { teacherAssignmentRoutes } from './teacher-routes';
import { teacherAssignmentsService } from './teacher-service';

/** Activities, hand-ins, progress, BNCC coverage and the class feed. */
export function registerAssignments(
  app: FastifyInstance,
  deps: AssignmentServiceDeps & { files: FilesService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { db, requireAuth, publicUrl } = deps;
  const teacherAssignments = teacherAssignmentsService(deps);
  teacherAssignmentRoutes(app, {
    assignments: teacherAssignments,
    requireAuth,
    publicUrl,
  });
  copyRoutes(app, {
    copies: assignmentCopyService({ ...deps, detail: teacherAssignments.detail }),
    requireAuth,
  });
  studentAssignmentRoutes(app, {
    assignments: studentAssignmentsService(deps),
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
