import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { presentAssignmentLink, type AssignmentLink, type StoredFile } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import type { FileLinks } from '../content';

const { assignmentAttachments, assignments, classrooms, storedFiles } = schema;

/**
 * What the teacher attaches to an activity: her own private uploads whose bytes were recognised as
 * PDF or an image at upload (the upload route checks the content, not the name), or files already on
 * one of her activities (a copied activity keeps its files).
 */
export async function checkTeacherFiles(db: Database, teacherId: number, fileIds: string[]) {
  if (fileIds.length === 0) return;
  const onHerActivity = sql`exists (select 1 from ${assignmentAttachments} aa
    join ${assignments} a on a.id = aa.assignment_id join ${classrooms} c on c.id = a.classroom_id
    where aa.file_id = ${storedFiles.id} and c.teacher_id = ${teacherId})`;
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, fileIds),
        eq(storedFiles.isPublic, false),
        or(eq(storedFiles.contentType, 'application/pdf'), sql`${storedFiles.contentType} like 'image/%'`),
        or(eq(storedFiles.uploadedById, teacherId), onHerActivity),
      ),
    );
  if (rows.length !== new Set(fileIds).size) {
    throw ValidationFailure.field(
      'attachments',
      'Um dos arquivos não foi encontrado ou não é um PDF ou uma imagem. Envie-o de novo.',
    );
  }
}

/** Replaces the activity's files, in the order given; call inside a transaction. */
export async function setAttachments(tx: Database, assignmentId: number, fileIds: string[] | undefined) {
  if (fileIds === undefined) return;
  await tx.delete(assignmentAttachments).where(eq(assignmentAttachments.assignmentId, assignmentId));
  if (fileIds.length === 0) return;
  await tx
    .insert(assignmentAttachments)
    .values(fileIds.map((fileId, position) => ({ assignmentId, fileId, position })));
}

/** Links as stored: trimmed, with a title (the address itself when none was given). */
export function storedLinks(links: { url: string; title?: string | undefined }[]) {
  return links.map((link) => ({ url: link.url.trim(), title: link.title?.trim() || link.url.trim() }));
}

export function presentLinks(links: { url: string; title: string }[]): AssignmentLink[] {
  return links.map(presentAssignmentLink);
}

/** The files of some activities, by activity, as signed (private) links. */
export async function attachmentsByAssignment(
  db: Database,
  links: FileLinks,
  assignmentIds: number[],
): Promise<Map<number, StoredFile[]>> {
  const grouped = new Map<number, StoredFile[]>();
  if (assignmentIds.length === 0) return grouped;
  const rows = await db
    .select({ assignmentId: assignmentAttachments.assignmentId, file: storedFiles })
    .from(assignmentAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, assignmentAttachments.fileId))
    .where(inArray(assignmentAttachments.assignmentId, assignmentIds))
    .orderBy(asc(assignmentAttachments.position));
  for (const { assignmentId, file } of rows) {
    const list = grouped.get(assignmentId) ?? [];
    list.push(links.present(file));
    grouped.set(assignmentId, list);
  }
  return grouped;
}
