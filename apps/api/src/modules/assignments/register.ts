import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
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
import { commentsService } from './comments-service';
import { correctionActivityRoutes } from './correction-routes';
import { gradingService } from './grading-service';
import { announcePublished } from './notices';
import { reviewQueueService } from './review-queue';
import { quizActivityRoutes } from './quiz-routes';
import { teacherQuizService } from './quiz-teacher';

const ANNOUNCE_PUBLISHED = 'assignments-announce-published';

/** Activities, hand-ins, progress, BNCC coverage and the class feed. */
export function registerAssignments(
  app: FastifyInstance,
  deps: AssignmentServiceDeps & {
    files: FilesService;
    requireAuth: RequireAuth;
    publicUrl: string;
    jobs: JobQueue;
  },
) {
  const { db, requireAuth, publicUrl } = deps;
  const teacherAssignments = teacherAssignmentsService(deps);
  const grading = gradingService(deps);
  teacherAssignmentRoutes(app, { assignments: teacherAssignments, grading, requireAuth, publicUrl });
  copyRoutes(app, {
    copies: assignmentCopyService({ ...deps, detail: teacherAssignments.detail }),
    requireAuth,
    publicUrl,
  });
  correctionActivityRoutes(app, {
    grading,
    queue: reviewQueueService({ db }),
    comments: commentsService({ db }),
    requireAuth,
    publicUrl,
  });
  // Scheduled activities: their students hear of them within a minute of the publish date.
  // No retries: the next minute runs it again anyway.
  deps.jobs.define(ANNOUNCE_PUBLISHED, async () => void (await announcePublished(db)), 0);
  deps.jobs.every(ANNOUNCE_PUBLISHED, '* * * * *');
  const studentAssignments = studentAssignmentsService(deps);
  quizActivityRoutes(app, {
    quizzes: teacherQuizService({ db }),
    grading,
    students: studentAssignments,
    requireAuth,
    publicUrl,
  });
  studentAssignmentRoutes(app, {
    assignments: studentAssignments,
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
