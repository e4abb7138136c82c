import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { JobQueue } from '../../lib/job-queue';
import type { Mailer } from '../../lib/mailer';
import type { RequireAuth } from '../../plugins/auth';
import { DIGEST_CRON, DIGEST_JOB, DIGEST_TIME_ZONE, sendDigests } from './digest';
import { notificationsRoutes } from './routes';
import { notificationsService } from './service';

/** The bell in both areas, and the teacher's daily e-mail digest. */
export function registerNotifications(
  app: FastifyInstance,
  deps: { db: Database; requireAuth: RequireAuth; jobs: JobQueue; mailer: Mailer; publicUrl: string },
) {
  notificationsRoutes(app, { ...deps, notifications: notificationsService(deps) });
  // A retry reaches only the teachers whose day is still unclaimed; each e-mail has its own retries.
  deps.jobs.define(DIGEST_JOB, async () => void (await sendDigests(deps)), 2);
  deps.jobs.every(DIGEST_JOB, DIGEST_CRON, { tz: DIGEST_TIME_ZONE });
}
