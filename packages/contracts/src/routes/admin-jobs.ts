import { adminJobIdParamSchema, adminJobsOverviewSchema } from '../admin-jobs';
import { defineRoute } from '../route';

const JOBS = '/api/admin/jobs';

export const adminJobRoutes = {
  jobs: {
    overview: defineRoute({
      method: 'GET',
      path: `${JOBS}/`,
      summary: 'Fila de trabalhos em segundo plano: pendentes por fila e os que falharam',
      responses: { 200: adminJobsOverviewSchema },
    }),
    retry: defineRoute({
      method: 'POST',
      path: `${JOBS}/:id/retry/`,
      summary: 'Põe de novo na fila um trabalho que falhou',
      params: adminJobIdParamSchema,
      responses: { 200: adminJobsOverviewSchema },
    }),
  },
};
