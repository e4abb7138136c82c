import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Assignment } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { classroomsService, copyClassroom } from '../classrooms';
import { assertTeachingWritable } from '../students';
import { assignmentAccess, type AssignmentServiceDeps } from './access';

const { assignments, assignmentAttachments, assignmentQuestions, classrooms, teachingClasses } = schema;

type AssignmentInsert = typeof assignments.$inferInsert;

/**
 * What makes an activity itself: every column except these, which say where and when it is given
 * and to whom. A column added later (a rubric, say) is copied without touching this file; one that
 * belongs to a single class's use of it must be added here.
 */
const PER_CLASS_COLUMNS = [
  'id',
  'classroomId',
  'dueAt',
  'publishAt',
  'wholeClass',
  'draft',
  'studentsNotifiedAt',
  'periodIndex',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof AssignmentInsert)[];

function definitionOf(row: typeof assignments.$inferSelect) {
  const definition: Partial<AssignmentInsert> = { ...row };
  for (const column of PER_CLASS_COLUMNS) delete definition[column];
  return definition as Omit<AssignmentInsert, (typeof PER_CLASS_COLUMNS)[number]>;
}

/**
 * Into a class: the same activity for the whole class, its files, a quiz's questions and its lesson
 * (linked to the class if it was not), never the hand-ins. Call inside a transaction.
 */
async function copyInto(
  tx: Database,
  source: typeof assignments.$inferSelect,
  classroomId: number,
  when: { dueAt: Date | null; publishAt: Date | null; draft: boolean },
) {
  if (source.lessonId !== null) {
    await tx.insert(teachingClasses).values({ classroomId, lessonId: source.lessonId }).onConflictDoNothing();
  }
  const [row] = await tx
    .insert(assignments)
    .values({ ...definitionOf(source), classroomId, wholeClass: true, ...when })
    .returning({ id: assignments.id });
  const files = await tx
    .select()
    .from(assignmentAttachments)
    .where(eq(assignmentAttachments.assignmentId, source.id));
  if (files.length > 0) {
    await tx.insert(assignmentAttachments).values(files.map((file) => ({ ...file, assignmentId: row!.id })));
  }
  const questions = await tx
    .select()
    .from(assignmentQuestions)
    .where(eq(assignmentQuestions.assignmentId, source.id));
  if (questions.length > 0) {
    await tx.insert(assignmentQuestions).values(questions.map((q) => ({ ...q, assignmentId: row!.id })));
  }
  return row!.id;
}

/** "Usar em outra turma" and "Copiar para o próximo ano". */
export function assignmentCopyService(
  deps: AssignmentServiceDeps & { detail: (teacher: UserRow, id: number) => Promise<Assignment> },
) {
  const { db, canReadPremium } = deps;
  const access = assignmentAccess(db);

  return {
    /** Only into her classes in use (not archived); each gets its own activity. */
    async copyAssignment(
      teacher: UserRow,
      id: number,
      input: { classrooms: number[]; due_at: string | null; publish_at: string | null },
    ) {
      const source = await access.ownAssignment(teacher, id);
      await assertTeachingWritable(db, teacher);
      const targets = await db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(
          and(
            inArray(classrooms.id, input.classrooms),
            eq(classrooms.teacherId, teacher.id),
            eq(classrooms.archived, false),
          ),
        );
      const usable = new Set(targets.map((t) => t.id));
      if (input.classrooms.some((classroomId) => !usable.has(classroomId))) {
        throw ValidationFailure.field(
          'classrooms',
          'Escolha só turmas suas que estejam em uso (não arquivadas).',
        );
      }
      const when = {
        dueAt: input.due_at ? new Date(input.due_at) : null,
        publishAt: input.publish_at ? new Date(input.publish_at) : null,
        draft: false,
      };
      const ids = await db.transaction(async (tx) => {
        const created: { classroom: number; id: number }[] = [];
        for (const classroomId of input.classrooms) {
          created.push({ classroom: classroomId, id: await copyInto(tx, source, classroomId, when) });
        }
        return created;
      });
      const created = [];
      for (const { classroom, id: copyId } of ids) {
        created.push({ classroom, assignment: await deps.detail(teacher, copyId) });
      }
      return { created };
    },

    /** The new class gets every activity as a draft without dates (students come later). */
    async copyClassroom(teacher: UserRow, id: number, input: { name: string; school_year: number }) {
      const newId = await copyClassroom(db, teacher, id, input, async (tx, fromId, toId) => {
        const sources = await tx
          .select(getTableColumns(assignments))
          .from(assignments)
          .where(eq(assignments.classroomId, fromId))
          .orderBy(asc(assignments.createdAt), asc(assignments.id));
        for (const source of sources) {
          await copyInto(tx, source, toId, { dueAt: null, publishAt: null, draft: true });
        }
      });
      return classroomsService({ db, canReadPremium }).detail(teacher, newId);
    },
  };
}

export type AssignmentCopyService = ReturnType<typeof assignmentCopyService>;
