import type { AdminJobsOverview } from '@aula/contracts';
import type { Database } from '@aula/db';
import type { JobQueue } from '../../lib/job-queue';
import { notFound } from '../../lib/errors';
import { audit, iso, type Actor } from './shared';

export function adminJobsService({ db, jobs }: { db: Database; jobs: JobQueue }) {
  async function overview(): Promise<AdminJobsOverview> {
    const [queues, failed] = await Promise.all([jobs.counts(), jobs.failed()]);
    return {
      queues,
      failed: failed.map((job) => ({
        id: job.id,
        queue: job.queue,
        attempts: job.attempts,
        error: job.error,
        created_at: iso(job.createdAt)!,
        failed_at: iso(job.failedAt),
      })),
    };
  }

  return {
    overview,

    async retry(actor: Actor, id: string) {
      if (!(await jobs.retry(id))) throw notFound('Nenhum trabalho com falha com este id.');
      await audit(db, actor, 'job.retried', { type: 'job', id }, { state: 'failed' }, { state: 'retry' });
      return overview();
    },
  };
}

export type AdminJobsService = ReturnType<typeof adminJobsService>;
