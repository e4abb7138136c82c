import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StoredFile } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import type { FileLinks } from '../content';

const { submissionFiles, storedFiles } = schema;

/** Hand-in files of one activity, by student, as signed (private) links. */
export async function filesByStudent(
  db: Database,
  links: FileLinks,
  assignmentId: number,
  studentIds?: number[],
): Promise<Map<number, StoredFile[]>> {
  const rows = await db
    .select({ studentId: submissionFiles.studentId, file: storedFiles })
    .from(submissionFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, submissionFiles.fileId))
    .where(
      and(
        eq(submissionFiles.assignmentId, assignmentId),
        studentIds ? inArray(submissionFiles.studentId, studentIds) : undefined,
      ),
    )
    .orderBy(asc(submissionFiles.position));
  const grouped = new Map<number, StoredFile[]>();
  for (const { studentId, file } of rows) {
    const list = grouped.get(studentId) ?? [];
    list.push(links.present(file));
    grouped.set(studentId, list);
  }
  return grouped;
}

/** A hand-in may only carry private files the student uploaded. */
export async function checkOwnFiles(db: Database, studentId: number, fileIds: string[]) {
  if (fileIds.length === 0) return;
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, fileIds),
        eq(storedFiles.uploadedById, studentId),
        eq(storedFiles.isPublic, false),
      ),
    );
  if (rows.length !== new Set(fileIds).size) {
    throw ValidationFailure.field('files', 'Um dos arquivos não foi encontrado. Envie-o de novo.');
  }
}
