import { asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { videoEmbedUrl, type Lesson, type LessonAttachment, type LessonSummary } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { FileLinks } from './file-links';

const { lessons, lessonAttachments, storedFiles, favorites } = schema;

type LessonRow = typeof lessons.$inferSelect;
const { searchVector: _searchVector, ...lessonColumns } = getTableColumns(lessons);
export { lessonColumns };
export type LessonListRow = Omit<LessonRow, 'searchVector'>;

export async function lessonsOfPlan(db: Database, planId: number): Promise<LessonListRow[]> {
  return db
    .select(lessonColumns)
    .from(lessons)
    .where(eq(lessons.lessonPlanId, planId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** Attachments of many lessons in one query, grouped by lesson, in their order. */
export async function attachmentsOf(
  db: Database,
  lessonIds: number[],
  links: FileLinks,
): Promise<Map<number, LessonAttachment[]>> {
  const grouped = new Map<number, LessonAttachment[]>();
  if (lessonIds.length === 0) return grouped;
  const rows = await db
    .select({ attachment: lessonAttachments, file: storedFiles })
    .from(lessonAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, lessonAttachments.fileId))
    .where(inArray(lessonAttachments.lessonId, lessonIds))
    .orderBy(asc(lessonAttachments.position), asc(lessonAttachments.id));
  for (const { attachment, file } of rows) {
    const list = grouped.get(attachment.lessonId) ?? [];
    list.push({
      id: attachment.id,
      title: attachment.title,
      for_students: attachment.forStudents,
      file: links.present(file),
    });
    grouped.set(attachment.lessonId, list);
  }
  return grouped;
}

export function toLessonSummary(
  row: LessonListRow,
  context: { premium: boolean; locked: boolean; favoriteId: number | null },
): LessonSummary {
  return {
    id: row.id,
    lesson_plan: row.lessonPlanId,
    title: row.title,
    position: row.position,
    duration_minutes: row.durationMinutes,
    objectives: row.objectives,
    bncc_codes: row.bnccCodes,
    premium: context.premium,
    locked: context.locked,
    favorite_id: context.favoriteId,
  };
}

/** The full lesson, or its summary with empty content when the reader may not open it. */
export function toLesson(
  row: LessonListRow,
  context: {
    premium: boolean;
    locked: boolean;
    favoriteId: number | null;
    attachments: LessonAttachment[];
  },
): Lesson {
  const summary = toLessonSummary(row, context);
  if (context.locked) {
    return {
      ...summary,
      materials: null,
      content_html: null,
      student_content: null,
      video_url: null,
      video_embed_url: null,
      attachments: [],
    };
  }
  return {
    ...summary,
    materials: row.materials,
    content_html: row.contentHtml,
    student_content: row.studentContentHtml,
    video_url: row.videoUrl,
    video_embed_url: videoEmbedUrl(row.videoUrl),
    attachments: context.attachments,
  };
}

interface AttachmentJson {
  id: number;
  title: string;
  file_id: string;
  name: string;
  content_type: string;
  size: number;
  is_public: boolean;
  for_students: boolean;
}

/**
 * A reader's lessons with their favourite id and (unless locked) attachments, in one query: the
 * per-lesson parts are subqueries, so the cost does not grow with round trips. The reader's id is
 * the `user` placeholder; `where` may add others.
 */
export function readerLessonsQuery(db: Database, where: SQL | undefined, withAttachments: boolean) {
  // Qualified by hand: Drizzle leaves columns bare in a one-table select, which the subqueries need.
  const lessonId = sql.raw('"lessons"."id"');
  const attachments = withAttachments
    ? sql<AttachmentJson[] | string>`(select coalesce(json_agg(json_build_object('id', a.id, 'title', a.title,
        'file_id', f.id, 'name', f.original_name, 'content_type', f.content_type, 'size', f.size_bytes,
        'is_public', f.is_public, 'for_students', a.for_students) order by a.position, a.id), '[]'::json)
        from ${lessonAttachments} a join ${storedFiles} f on f.id = a.file_id where a.lesson_id = ${lessonId})`
    : sql<AttachmentJson[] | string>`'[]'::json`;
  return db
    .select({
      ...lessonColumns,
      favoriteId: sql<number | null>`(select fav.id from ${favorites} fav
        where fav.user_id = ${sql.placeholder('user')} and fav.lesson_id = ${lessonId})`,
      attachmentRows: attachments,
    })
    .from(lessons)
    .where(where)
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** PGlite returns json as text where node-postgres parses it. */
export function parseAttachmentRows<R extends { attachmentRows: AttachmentJson[] | string }>(
  rows: R[],
): (Omit<R, 'attachmentRows'> & { attachmentRows: AttachmentJson[] })[] {
  return rows.map((row) => ({
    ...row,
    attachmentRows:
      typeof row.attachmentRows === 'string'
        ? (JSON.parse(row.attachmentRows) as AttachmentJson[])
        : row.attachmentRows,
  }));
}

export function attachmentsFromJson(rows: AttachmentJson[], links: FileLinks): LessonAttachment[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    for_students: row.for_students,
    file: {
      id: row.file_id,
      name: row.name,
      content_type: row.content_type,
      size: Number(row.size),
      url: links.urlFor({ id: row.file_id, isPublic: row.is_public }),
    },
  }));
}
