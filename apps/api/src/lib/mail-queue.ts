import type { JobQueue } from './job-queue';
import type { Mailer, MailMessage } from './mailer';

const SEND_EMAIL = 'send-email';

/**
 * The mailer the services use: each message is a job, sent by a worker through `transport` (SMTP or
 * the outbox) and retried with growing delays while the server refuses it.
 */
export function queuedMailer(jobs: JobQueue, transport: Mailer): Mailer {
  jobs.define<MailMessage>(SEND_EMAIL, (message) => transport.send(message));
  return { send: (message, tx) => jobs.send(SEND_EMAIL, message, tx) };
}
