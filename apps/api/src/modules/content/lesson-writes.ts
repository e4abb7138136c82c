import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import { assertBnccCodes } from '../bncc';
import { sanitizeLessonHtml } from './sanitize-content';
import { publishableByStaff } from './publishable-files';

const { lessons, lessonAttachments, lessonPlans, storedFiles } = schema;
type LessonRow = typeof lessons.$inferSelect;

export interface LessonFields {
  title?: string | undefined;
  duration_minutes?: number | undefined;
  objectives?: string | undefined;
  materials?: string | undefined;
  content_html?: string | undefined;
  student_content?: string | undefined;
  video_url?: string | null | undefined;
  bncc_codes?: string[] | undefined;
  attachments?: { file: string; title: string; for_students?: boolean | undefined }[] | undefined;
}

/**
 * Files a lesson may attach. Staff (`ownerId` null) may use any file staff may publish; a teacher
 * only files they uploaded or that one of their own plans already uses (a copied plan's attachments).
 */
async function checkAttachmentFiles(db: Database, fileIds: string[], ownerId: number | null) {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return;
  const ownedUse = exists(
    db
      .select({ one: sql`1` })
      .from(lessonAttachments)
      .innerJoin(lessons, eq(lessons.id, lessonAttachments.lessonId))
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
      .where(and(eq(lessonAttachments.fileId, storedFiles.id), eq(lessonPlans.ownerId, ownerId ?? -1))),
  );
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, unique),
        ownerId === null ? publishableByStaff : or(eq(storedFiles.uploadedById, ownerId), ownedUse),
      ),
    );
  if (rows.length !== unique.length) {
    throw ValidationFailure.field(
      'attachments',
      'Um dos anexos não foi encontrado. Envie o arquivo de novo.',
    );
  }
}

function lessonValues(input: LessonFields): Partial<typeof lessons.$inferInsert> {
  const values: Partial<typeof lessons.$inferInsert> = { updatedAt: new Date() };
  if (input.title !== undefined) values.title = input.title;
  if (input.duration_minutes !== undefined) values.durationMinutes = input.duration_minutes;
  if (input.objectives !== undefined) values.objectives = input.objectives;
  if (input.materials !== undefined) values.materials = input.materials;
  if (input.content_html !== undefined)
    values.contentHtml = sanitizeLessonHtml(input.content_html, 'content_html');
  if (input.student_content !== undefined) {
    values.studentContentHtml = sanitizeLessonHtml(input.student_content, 'student_content');
  }
  if (input.video_url !== undefined) values.videoUrl = input.video_url;
  if (input.bncc_codes !== undefined) values.bnccCodes = input.bncc_codes;
  return values;
}

async function replaceAttachments(db: Database, lessonId: number, attachments: LessonFields['attachments']) {
  if (attachments === undefined) return;
  await db.delete(lessonAttachments).where(eq(lessonAttachments.lessonId, lessonId));
  if (attachments.length === 0) return;
  await db.insert(lessonAttachments).values(
    attachments.map((attachment, position) => ({
      lessonId,
      fileId: attachment.file,
      title: attachment.title,
      position,
      forStudents: attachment.for_students ?? false,
    })),
  );
}

/** Adds a lesson at the end of its plan; call inside a transaction. */
export async function insertLesson(
  db: Database,
  planId: number,
  input: LessonFields & { title: string },
  ownerId: number | null,
): Promise<number> {
  await checkAttachmentFiles(db, input.attachments?.map((a) => a.file) ?? [], ownerId);
  await assertBnccCodes(db, input.bncc_codes ?? [], 'bncc_codes');
  const [row] = await db
    .insert(lessons)
    .values({
      ...lessonValues(input),
      title: input.title,
      lessonPlanId: planId,
      position: sql`(select coalesce(max(${lessons.position}) + 1, 0) from ${lessons} where ${lessons.lessonPlanId} = ${planId})`,
    })
    .returning({ id: lessons.id });
  await replaceAttachments(db, row!.id, input.attachments);
  return row!.id;
}

/** Applies a patch (attachments, when given, replace the list); call inside a transaction. */
export async function patchLesson(
  db: Database,
  existing: LessonRow,
  input: LessonFields,
  ownerId: number | null,
) {
  await checkAttachmentFiles(db, input.attachments?.map((a) => a.file) ?? [], ownerId);
  await assertBnccCodes(db, input.bncc_codes ?? [], 'bncc_codes');
  await db.update(lessons).set(lessonValues(input)).where(eq(lessons.id, existing.id));
  await replaceAttachments(db, existing.id, input.attachments);
}

/** The lists people order by hand: a plan's lessons, the catalogue, and the staff's small lists. */
type OrderedTable =
  | typeof lessons
  | typeof lessonPlans
  | typeof schema.documents
  | typeof schema.faqEntries
  | typeof schema.lessonPlanCollections;

/**
 * Sets the order of a parent's children from the complete list of their ids, in one statement.
 * The ids must be exactly the current children (checked under a row lock).
 */
export async function applyOrder(
  db: Database,
  table: OrderedTable,
  scope: SQL | undefined,
  ids: number[],
): Promise<boolean> {
  const current = await db.select({ id: table.id }).from(table).where(scope).for('update');
  const known = new Set(current.map((row) => row.id));
  if (current.length !== ids.length || !ids.every((id) => known.has(id))) return false;
  const list = `{${ids.join(',')}}`;
  await db
    .update(table)
    .set({ position: sql`array_position(${list}::int[], ${table.id}) - 1`, updatedAt: new Date() })
    .where(scope);
  return true;
}
