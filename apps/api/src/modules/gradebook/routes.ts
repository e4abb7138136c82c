import type { FastifyInstance } from 'fastify';
import { gradebookRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { contentDisposition } from '../content';
import type { GradebookService } from './gradebook-service';
import type { GradebookReports } from './reports-service';

/** Notas por período (the class's teacher only) and the student's own boletim. */
export function gradebookRoutesOf(
  app: FastifyInstance,
  deps: {
    gradebooks: GradebookService;
    reports: GradebookReports;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { gradebooks, reports, requireAuth, publicUrl } = deps;
  const route = contractRoutes(app, { tags: ['notas'], publicUrl });
  const teacher = requireAuth({ roles: ['teacher'] });

  route(gradebookRoutes.grading, {
    onRequest: teacher,
    handle: ({ user, params }) => gradebooks.grading(user, params.id),
  });
  route(gradebookRoutes.saveGrading, {
    onRequest: teacher,
    handle: ({ user, params, body }) => gradebooks.saveGrading(user, params.id, body),
  });
  route(gradebookRoutes.gradebook, {
    onRequest: teacher,
    handle: ({ user, params, query }) => gradebooks.gradebook(user, params.id, query.period),
  });
  route(gradebookRoutes.saveEntry, {
    onRequest: teacher,
    handle: ({ user, params, body }) =>
      gradebooks.saveEntry(user, params.id, params.studentId, params.index, body),
  });
  route(gradebookRoutes.csv, {
    onRequest: teacher,
    handle: async ({ user, params, query, reply }) => {
      const { name, csv } = await reports.csv(user, params.id, query.period);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', name))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
  route(gradebookRoutes.studentReportCard, {
    onRequest: requireAuth({ roles: ['student'] }),
    handle: ({ user }) => reports.mine(user),
  });
}
