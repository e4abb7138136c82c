import { z } from 'zod';

/** Background jobs (the durable queue) as staff see them: how many wait and which failed. */
export const adminJobQueueSchema = z.object({
  queue: z.string(),
  waiting: z.int(),
  active: z.int(),
  failed: z.int(),
});
export type AdminJobQueue = z.infer<typeof adminJobQueueSchema>;

export const adminFailedJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  attempts: z.int(),
  error: z.string().nullable(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type AdminFailedJob = z.infer<typeof adminFailedJobSchema>;

export const adminJobsOverviewSchema = z.object({
  queues: z.array(adminJobQueueSchema),
  failed: z.array(adminFailedJobSchema),
});
export type AdminJobsOverview = z.infer<typeof adminJobsOverviewSchema>;

export const adminJobIdParamSchema = z.object({ id: z.uuid('Trabalho inexistente.') });
