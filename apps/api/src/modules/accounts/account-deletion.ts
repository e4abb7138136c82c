import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import type { FileStorage } from '../../lib/file-storage';
import { keysOfStoredFile } from '../../lib/image-variants';
import type { JobQueue } from '../../lib/job-queue';

const { users, storedFiles, auditLog } = schema;

/** Which users are a teacher's students and no one else's: the students module's rule, passed in. */
export type StudentsOnlyOfWhere = (teacherId: number) => SQL;

/**
 * Files the users uploaded that are theirs alone. Staff uploads the catalogue or the documents page
 * publishes belong to the organisation and stay; so do files another person's plans still use — a
 * copied or shared plan reuses the original's files, and its new owner keeps its attachments,
 * cover and the images inside its lessons' text (the file row survives the users cascade: `uploaded_by_id` is set null).
 */
const personalFilesOf = (userIds: number[]) => {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const othersPlan = sql`(p.owner_id is null or p.owner_id not in (${ids}))`;
  return sql`
  select f.id from stored_files f
  where f.uploaded_by_id in (${ids})
    and not exists (select 1 from documents d where d.file_id = f.id)
    and not exists (
      select 1 from lesson_attachments a join lessons l on l.id = a.lesson_id
      join lesson_plans p on p.id = l.lesson_plan_id
      where a.file_id = f.id and ${othersPlan})
    and not exists (select 1 from lesson_plans p where p.cover_file_id = f.id and ${othersPlan})
    and not exists (
      select 1 from lessons l join lesson_plans p on p.id = l.lesson_plan_id
      where ${othersPlan}
        and (strpos(l.content_html, f.id::text) > 0 or strpos(l.student_content_html, f.id::text) > 0))`;
};

const REMOVE_FILES = 'remove-files';

/**
 * Queues the removal of stored bytes whose rows `tx` deletes: the job exists only if `tx` commits.
 * The worker is defined by `accountDeletion` (every app has it).
 */
export async function queueFileRemoval(jobs: JobQueue, keys: string[], tx: Database) {
  if (keys.length > 0) await jobs.send(REMOVE_FILES, { keys }, tx);
}

/** LGPD erasure: every row about the person goes by ON DELETE CASCADE from `users`; files by hand. */
export function accountDeletion({
  db,
  storage,
  studentsOnlyOfWhere,
  jobs,
}: {
  db: Database;
  storage: FileStorage;
  studentsOnlyOfWhere: StudentsOnlyOfWhere;
  jobs: JobQueue;
}) {
  /** The students whose accounts go with a teacher's. */
  const studentsOf = (teacherId: number) => sql`
    select "users"."id" from users where ${studentsOnlyOfWhere(teacherId)} and "users"."id" <> ${teacherId}`;
  // A file already gone counts as removed, so a retried job finishes what an earlier try began; an
  // image's WebP copies go with it.
  jobs.define<{ keys: string[] }>(REMOVE_FILES, async ({ keys }) => {
    for (const key of keys.flatMap(keysOfStoredFile)) await storage.remove(key);
  });
  /** The users' rows (and by cascade their data) and their files: the rows now, the bytes by a job. */
  async function eraseUsers(tx: Database, userIds: number[]) {
    const files = await tx
      .delete(storedFiles)
      .where(inArray(storedFiles.id, sql`(${personalFilesOf(userIds)})`))
      .returning({ storageKey: storedFiles.storageKey });
    await tx.delete(users).where(inArray(users.id, userIds));
    // The audit outlives the person, not her e-mail (an impersonation named its target by it).
    await tx
      .update(auditLog)
      .set({ after: sql`${auditLog.after} - 'email'` })
      .where(
        and(
          eq(auditLog.targetType, 'user'),
          inArray(
            auditLog.targetId,
            userIds.map((id) => String(id)),
          ),
        ),
      );
    await queueFileRemoval(
      jobs,
      files.map((f) => f.storageKey),
      tx,
    );
  }

  return {
    /**
     * One student account deleted by her teacher, with her hand-ins' files: their links stop at once
     * (the rows go in `tx`), the stored bytes follow by a job that exists only if `tx` commits.
     */
    eraseStudent: (tx: Database, studentId: number) => eraseUsers(tx, [studentId]),

    /** How many student accounts would be deleted with this one (the dialog shows it). */
    async studentsDeletedWith(userId: number): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from (${studentsOf(userId)}) s`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },

    /**
     * Deletes the user, the students going with them and the files they uploaded, inside `tx`; the
     * stored bytes are removed by a job that exists only if `tx` commits. Null when a concurrent
     * request already erased the user (the row lock makes it wait for that one).
     */
    async erase(tx: Database, userId: number) {
      const [still] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (!still) return null;
      const students = await tx.execute<{ id: number }>(studentsOf(userId));
      const userIds = [userId, ...students.rows.map((row) => Number(row.id))];
      await eraseUsers(tx, userIds);
      return { deletedStudents: userIds.length - 1 };
    },
  };
}

export type AccountDeletion = ReturnType<typeof accountDeletion>;
