import type { FastifyInstance } from 'fastify';
import { quizRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { GradingService } from './grading-service';
import type { TeacherQuizService } from './quiz-teacher';
import type { StudentAssignmentsService } from './student-service';

/** Quizzes beyond the activity routes: results, skills grid, paper answers; a student's progress and retries. */
export function quizActivityRoutes(
  app: FastifyInstance,
  deps: {
    quizzes: TeacherQuizService;
    grading: GradingService;
    students: StudentAssignmentsService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { quizzes, grading, students } = deps;
  const route = contractRoutes(app, { tags: ['avaliações'], publicUrl: deps.publicUrl });
  const teacher = deps.requireAuth({ roles: ['teacher'] });
  const student = deps.requireAuth({ roles: ['student'] });

  route(quizRoutes.results, {
    onRequest: teacher,
    handle: ({ user, params }) => quizzes.results(user, params.id),
  });
  route(quizRoutes.skills, {
    onRequest: teacher,
    handle: ({ user, params }) => quizzes.skills(user, params.id),
  });
  route(quizRoutes.paperAnswers, {
    onRequest: teacher,
    handle: async ({ user, params, body }) => {
      await quizzes.paperAnswers(user, params.id, params.studentId, body.answers);
      return grading.submission(user, params.id, params.studentId);
    },
  });
  route(quizRoutes.saveDraft, {
    onRequest: student,
    handle: ({ user, params, body }) => students.saveQuizDraft(user, params.id, body),
  });
  route(quizRoutes.retry, {
    onRequest: student,
    handle: ({ user, params }) => students.retryQuiz(user, params.id),
  });
}
