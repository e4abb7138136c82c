import { asc, eq, ne, sql } from 'drizzle-orm';
import type { ContentDocument, FaqEntry, LessonPlanCollection } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { notFound, ValidationFailure } from '../../lib/errors';
import { toCollection } from './catalogue-service';
import { applyOrder } from './lesson-writes';
import type { FilesService } from './files-service';
import { publishableByStaff } from './publishable-files';

const { lessonPlanCollections, documents, faqEntries, storedFiles } = schema;

type Patch<T> = { [K in keyof T]?: T[K] | undefined };

/** The unique index on a collection's name (any case) refused a write: the name is taken. */
function collectionNameTaken(error: unknown): never {
  throw isUniqueViolation(error)
    ? ValidationFailure.field('name', 'Já existe uma coleção com este nome.')
    : error;
}

/** Collections, documents and FAQ entries: small staff-managed lists. */
export function libraryService({ db, files }: { db: Database; files: FilesService }) {
  type Ordered = typeof documents | typeof faqEntries | typeof lessonPlanCollections;
  const nextPosition = (table: Ordered) =>
    sql<number>`(select coalesce(max(${table.position}) + 1, 0) from ${table})`;

  /**
   * Puts an entry at the position staff typed, the others keeping their order around it: without it
   * the entry shared the number with the one already there and stayed after it.
   */
  async function place(tx: Database, table: Ordered, id: number, position: number | undefined) {
    if (position === undefined) return;
    const others = await tx
      .select({ id: table.id })
      .from(table)
      .where(ne(table.id, id))
      .orderBy(asc(table.position), asc(table.id));
    const order = others.map((row) => row.id);
    order.splice(Math.min(position, order.length), 0, id);
    // Another entry added meanwhile: the order read is stale.
    if (!(await applyOrder(tx, table, undefined, order))) {
      throw ValidationFailure.field('position', 'A lista mudou enquanto você salvava. Tente de novo.');
    }
  }

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
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(lessonPlanCollections)
            .values({ ...input, position: nextPosition(lessonPlanCollections) })
            .returning({ id: lessonPlanCollections.id });
          await place(tx, lessonPlanCollections, row!.id, input.position);
          return row!.id;
        })
        .catch(collectionNameTaken);
      const [row] = await db.select().from(lessonPlanCollections).where(eq(lessonPlanCollections.id, id));
      return toCollection(row!);
    },

    async patchCollection(
      id: number,
      input: Patch<{ name: string; description: string; position: number }>,
    ): Promise<LessonPlanCollection> {
      const { position, ...rest } = input;
      const found = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .update(lessonPlanCollections)
            .set({ ...rest, updatedAt: new Date() })
            .where(eq(lessonPlanCollections.id, id))
            .returning({ id: lessonPlanCollections.id });
          if (row) await place(tx, lessonPlanCollections, id, position);
          return row;
        })
        .catch(collectionNameTaken);
      if (!found) throw notFound('Coleção não encontrada.');
      const [row] = await db.select().from(lessonPlanCollections).where(eq(lessonPlanCollections.id, id));
      return toCollection(row!);
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
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(documents)
          .values({
            title: input.title,
            description: input.description,
            fileId: input.file,
            position: nextPosition(documents),
          })
          .returning({ id: documents.id });
        await place(tx, documents, row!.id, input.position);
        return row!.id;
      });
      return documentById(id);
    },

    async patchDocument(
      id: number,
      input: Patch<{ title: string; description: string; file: string; position: number }>,
    ) {
      if (input.file) await checkFile(input.file);
      const { file, position, ...rest } = input;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(documents)
          .set({ ...rest, ...(file ? { fileId: file } : {}), updatedAt: new Date() })
          .where(eq(documents.id, id))
          .returning({ id: documents.id });
        if (updated) await place(tx, documents, id, position);
        return updated;
      });
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
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(faqEntries)
          .values({ ...input, position: nextPosition(faqEntries) })
          .returning({ id: faqEntries.id });
        await place(tx, faqEntries, row!.id, input.position);
        return row!.id;
      });
      return faqById(id);
    },

    async patchFaq(id: number, input: Patch<{ question: string; answer: string; position: number }>) {
      const { position, ...rest } = input;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(faqEntries)
          .set({ ...rest, updatedAt: new Date() })
          .where(eq(faqEntries.id, id))
          .returning({ id: faqEntries.id });
        if (updated) await place(tx, faqEntries, id, position);
        return updated;
      });
      if (!row) throw notFound('Pergunta não encontrada.');
      return faqById(id);
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
