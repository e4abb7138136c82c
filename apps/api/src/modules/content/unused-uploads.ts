import { sql } from 'drizzle-orm';
import type { Database } from '@aula/db';
import type { JobQueue } from '../../lib/job-queue';
import { queueFileRemoval } from '../accounts';

const CLEANUP = 'unused-uploads-cleanup';
/** Every day at 03:17 (São Paulo is UTC-3: the quiet hours of the night). */
const CLEANUP_CRON = '17 6 * * *';
/** An upload has this long to be handed in, attached or placed in a text. */
const UNUSED_UPLOAD_GRACE_HOURS = 24;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Every file id written in a text column (inline images, links to files). */
const idsIn = (table: string, columns: string) =>
  sql.raw(`select (regexp_matches(${columns}, '${UUID}', 'gi'))[1] as id from ${table}`);

/**
 * Removes uploads nothing uses a day after they were sent: not handed in, not a plan's cover or
 * attachment, not a document, and not named in any text (lessons, activities, the class feed,
 * plan descriptions, the FAQ). The rows go at once; the bytes by the file-removal job.
 */
async function removeUnusedUploads(db: Database, jobs: JobQueue, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_HOURS * 3_600_000);
    const removed = await tx.execute<{ storage_key: string }>(sql`
      with named as (
        ${idsIn('lessons', `content_html || ' ' || student_content_html`)}
        union ${idsIn('assignments', 'instructions_html')}
        union ${idsIn('classroom_posts', 'body_html')}
        union ${idsIn('lesson_plans', 'description')}
        union ${idsIn('faq_entries', 'answer')}
      )
      delete from stored_files f
      where f.created_at < ${before}
        and not exists (select 1 from submission_files s where s.file_id = f.id)
        and not exists (select 1 from lesson_attachments a where a.file_id = f.id)
        and not exists (select 1 from documents d where d.file_id = f.id)
        and not exists (select 1 from lesson_plans p where p.cover_file_id = f.id)
        and not exists (select 1 from named n where lower(n.id) = f.id::text)
      returning f.storage_key`);
    const keys = removed.rows.map((row) => row.storage_key);
    await queueFileRemoval(jobs, keys, tx);
    return keys.length;
  });
}

export function scheduleUnusedUploadsCleanup({ db, jobs }: { db: Database; jobs: JobQueue }) {
  jobs.define(CLEANUP, async () => {
    await removeUnusedUploads(db, jobs);
  });
  jobs.every(CLEANUP, CLEANUP_CRON);
}
