import { asc, eq, sql } from 'drizzle-orm';
import type { ContentDocument, FaqEntry, LessonPlanCollection } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound, ValidationFailure } from '../../lib/errors';
import { toCollection } from './catalogue-service';
import type { FilesService } from './files-service';
import { publishableByStaff } from './publishable-files';

const { lessonPlanCollections, documents, faqEntries, storedFiles } = schema;

type Patch<T> = { [K in keyof T]?: T[K] | undefined };

/** Collections, documents and FAQ entries: small staff-managed lists. */
export function libraryService({ db, files }: { db: Database; files: FilesService }) {
  const nextPosition = (table: typeof documents | typeof faqEntries | typeof lessonPlanCollections) =>
    sql<number>`(select coalesce(max(${table.position}) + 1, 0) from ${table})`;

  async function documentById(id: number): Promise<ContentDocument> {
    const [row] = await db
      .select({ document: documents, file: storedFiles })
      .from(documents)
      .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
      .where(eq(documents.id, id));
    if (!row) throw notFound('Documento não encontrado.');
    return toDocument(row.document, files.toStoredFile(row.file));
  }

  async function checkFile(fileId: string) {
    const [found] = await db
      .select({ publishable: publishableByStaff })
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    if (!found) throw ValidationFailure.field('file', 'Arquivo não encontrado. Envie de novo.');
    if (!found.publishable) {
      throw ValidationFailure.field(
        'file',
        'Este arquivo é de um professor e não pode ser publicado. Envie o arquivo de novo.',
      );
    }
  }

  async function faqById(id: number): Promise<FaqEntry> {
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
    if (!row) throw notFound('Pergunta não encontrada.');
    return toFaq(row);
  }

  return {
    async createCollection(input: { name: string; description: string; position?: number | undefined }) {
      const [row] = await db
        .insert(lessonPlanCollections)
        .values({ ...input, position: input.position ?? nextPosition(lessonPlanCollections) })
        .returning();
      return toCollection(row!);
    },

    async patchCollection(
      id: number,
      input: Patch<{ name: string; description: string; position: number }>,
    ): Promise<LessonPlanCollection> {
      const [row] = await db
        .update(lessonPlanCollections)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(lessonPlanCollections.id, id))
        .returning();
      if (!row) throw notFound('Coleção não encontrada.');
      return toCollection(row);
    },

    async documents(): Promise<ContentDocument[]> {
      const rows = await db
        .select({ document: documents, file: storedFiles })
        .from(documents)
        .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
        .orderBy(asc(documents.position), asc(documents.id));
      return rows.map((row) => toDocument(row.document, files.toStoredFile(row.file)));
    },

    documentById,

    async createDocument(input: {
      title: string;
      description: string;
      file: string;
      position?: number | undefined;
    }) {
      await checkFile(input.file);
      const [row] = await db
        .insert(documents)
        .values({
          title: input.title,
          description: input.description,
          fileId: input.file,
          position: input.position ?? nextPosition(documents),
        })
        .returning({ id: documents.id });
      return documentById(row!.id);
    },

    async patchDocument(
      id: number,
      input: Patch<{ title: string; description: string; file: string; position: number }>,
    ) {
      if (input.file) await checkFile(input.file);
      const { file, ...rest } = input;
      const [row] = await db
        .update(documents)
        .set({ ...rest, ...(file ? { fileId: file } : {}), updatedAt: new Date() })
        .where(eq(documents.id, id))
        .returning({ id: documents.id });
      if (!row) throw notFound('Documento não encontrado.');
      return documentById(id);
    },

    async deleteDocument(id: number) {
      const [row] = await db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
      if (!row) throw notFound('Documento não encontrado.');
    },

    async faq(): Promise<FaqEntry[]> {
      const rows = await db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
      return rows.map(toFaq);
    },

    faqById,

    async createFaq(input: { question: string; answer: string; position?: number | undefined }) {
      const [row] = await db
        .insert(faqEntries)
        .values({ ...input, position: input.position ?? nextPosition(faqEntries) })
        .returning();
      return toFaq(row!);
    },

    async patchFaq(id: number, input: Patch<{ question: string; answer: string; position: number }>) {
      const [row] = await db
        .update(faqEntries)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(faqEntries.id, id))
        .returning();
      if (!row) throw notFound('Pergunta não encontrada.');
      return toFaq(row);
    },

    async deleteFaq(id: number) {
      const [row] = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
      if (!row) throw notFound('Pergunta não encontrada.');
    },
  };
}

function toDocument(row: typeof documents.$inferSelect, file: ContentDocument['file']): ContentDocument {
  return { id: row.id, title: row.title, description: row.description, file, position: row.position };
}

function toFaq(row: typeof faqEntries.$inferSelect): FaqEntry {
  return { id: row.id, question: row.question, answer: row.answer, position: row.position };
}

export type LibraryService = ReturnType<typeof libraryService>;
