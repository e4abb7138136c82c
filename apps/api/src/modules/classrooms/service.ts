import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  CLASSROOM_CODE_DISABLED_CODE,
  CLASSROOM_CODE_DISABLED_MESSAGE,
  CLASSROOM_NOT_FOUND_CODE,
  cardLoginByDefault,
  type TeacherClassroom,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError, forbidden, notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import type { PremiumAccess } from '../content';
import {
  classroomCode,
  assertTeachingWritable,
  assertRoomForStudent,
  studentUsage,
  teacherStudentsWhere,
} from '../students';
import { linkedLessons } from './linked-lessons';
import { classroomBnccFields, type BnccFields } from './bncc-fields';
import { byName } from '../../lib/name-order';

const { classrooms, classroomStudents, teachingClasses, lessons, lessonPlans, users } = schema;
type ClassroomRow = typeof classrooms.$inferSelect;

export interface ClassroomsDeps {
  db: Database;
  canReadPremium: PremiumAccess;
}

/** Inserts with a fresh random code, retrying on the (rare) collision with an existing one. */
export async function withUniqueCode<T>(attempt: (code: string) => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt(classroomCode());
    } catch (error) {
      if (!isUniqueViolation(error) || i >= 5) throw error;
    }
  }
}

/**
 * A new class of the teacher under `code` (a fresh one, from `withUniqueCode`): card login is on when
 * `cardLogin` says so (a copied class keeps it) or the name is of a class of young children.
 */
export const newClassroomRow = (
  teacher: UserRow,
  input: { name: string; school_year: number },
  code: string,
  cardLogin = false,
) => ({
  teacherId: teacher.id,
  name: input.name,
  schoolYear: input.school_year,
  code,
  cardLogin: cardLogin || cardLoginByDefault(input.name),
});

const classroomNotFound = () =>
  new ApiError(404, 'Não encontramos uma turma com este código.', CLASSROOM_NOT_FOUND_CODE);

/** The classroom a code opens: a mistyped code and a closed one answer differently. */
export async function openClassroomByCode(db: Database, code: string) {
  const [row] = await db
    .select({
      id: classrooms.id,
      teacherId: classrooms.teacherId,
      codeEnabled: classrooms.codeEnabled,
      archived: classrooms.archived,
    })
    .from(classrooms)
    .where(eq(classrooms.code, code));
  if (!row) throw classroomNotFound();
  // An archived class takes no one new: its code answers as a closed one.
  if (!row.codeEnabled || row.archived) {
    throw new ApiError(404, CLASSROOM_CODE_DISABLED_MESSAGE, CLASSROOM_CODE_DISABLED_CODE);
  }
  return row;
}

/** The teacher's classroom, or 404 (never 403: another teacher's classroom does not exist for them). */
export async function ownClassroomOf(db: Database, teacher: UserRow, id: number): Promise<ClassroomRow> {
  const [row] = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.id, id), eq(classrooms.teacherId, teacher.id)));
  if (!row) throw notFound('Turma não encontrada.');
  return row;
}

export function classroomsService({ db, canReadPremium }: ClassroomsDeps) {
  // Qualified by hand: inside a single-table select Drizzle renders columns unqualified.
  const counts = {
    students: sql<number>`(select count(*)::int from classroom_students cs where cs.classroom_id = "classrooms"."id")`,
    lessons: sql<number>`(select count(*)::int from teaching_classes tc where tc.classroom_id = "classrooms"."id")`,
    /**
     * Hand-ins waiting for the teacher: handed in, not returned, by a student the activity is still
     * for; a quiz only while an essay of it waits to be marked (the rest the server grades).
     */
    toReview: sql<number>`(select count(*)::int from submissions s
      join assignments a on a.id = s.assignment_id
      join classroom_students cs on cs.classroom_id = a.classroom_id and cs.student_id = s.student_id
      where a.classroom_id = "classrooms"."id" and s.submitted_at is not null and s.returned_at is null
      and (a.submission_type <> 'quiz' or s.quiz_marks @> '[{"pending": true}]'::jsonb)
      and (a.whole_class or exists (select 1 from assignment_students x
        where x.assignment_id = a.id and x.student_id = s.student_id)))`,
  };

  /** A classroom's row with what its card shows counted. */
  const withCounts = {
    ...getTableColumns(classrooms),
    studentsCount: counts.students,
    lessonsCount: counts.lessons,
    toReview: counts.toReview,
  };

  const summary = (
    row: ClassroomRow & { studentsCount: number; lessonsCount: number; toReview?: number },
  ) => ({
    id: row.id,
    name: row.name,
    school_year: row.schoolYear,
    code: row.code,
    code_enabled: row.codeEnabled,
    card_login: row.cardLogin,
    etapa: row.etapa,
    ano: row.ano,
    componentes: row.componentes,
    archived: row.archived,
    created_at: row.createdAt.toISOString(),
    students_count: row.studentsCount,
    lessons_count: row.lessonsCount,
    to_review: row.toReview ?? 0,
  });

  const ownClassroom = (teacher: UserRow, id: number) => ownClassroomOf(db, teacher, id);

  async function detail(teacher: UserRow, id: number): Promise<TeacherClassroom> {
    const [row] = await db
      .select(withCounts)
      .from(classrooms)
      .where(and(eq(classrooms.id, id), eq(classrooms.teacherId, teacher.id)));
    if (!row) throw notFound('Turma não encontrada.');
    const students = await db
      .select({
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        username: users.username,
        has_card: sql<boolean>`exists (select 1 from student_login_tokens t where t.student_id = ${users.id}
          and t.used_at is null and t.expires_at > now())`,
      })
      .from(classroomStudents)
      .innerJoin(users, eq(users.id, classroomStudents.studentId))
      .where(eq(classroomStudents.classroomId, id))
      .orderBy(...byName());
    const linked = await linkedLessons(db, id);
    return {
      ...summary(row as ClassroomRow & { studentsCount: number; lessonsCount: number; toReview: number }),
      students,
      lessons: linked.map((l) => ({
        teaching_class_id: l.teachingClassId,
        teacher_note: l.teacherNote,
        lesson: { ...l.lesson, lesson_plan: l.plan },
      })),
    };
  }

  return {
    detail,

    /** The classes in use, or only the archived ones. */
    async list(teacher: UserRow, page: number, pageSize: number, archived = false) {
      const mine = and(eq(classrooms.teacherId, teacher.id), eq(classrooms.archived, archived));
      const [total] = await db.select({ n: count() }).from(classrooms).where(mine);
      const rows = await db
        .select(withCounts)
        .from(classrooms)
        .where(mine)
        .orderBy(desc(classrooms.schoolYear), asc(classrooms.name), asc(classrooms.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        count: total?.n ?? 0,
        results: rows.map((r) =>
          summary(r as ClassroomRow & { studentsCount: number; lessonsCount: number; toReview: number }),
        ),
      };
    },

    async create(teacher: UserRow, input: { name: string; school_year: number } & BnccFields) {
      const bncc = classroomBnccFields(input, { etapa: null, ano: null, componentes: [] });
      const row = await withUniqueCode(async (code) => {
        const [created] = await db
          .insert(classrooms)
          .values({ ...newClassroomRow(teacher, input, code), ...bncc })
          .returning();
        return created!;
      });
      return detail(teacher, row.id);
    },

    async update(
      teacher: UserRow,
      id: number,
      input: {
        name?: string;
        school_year?: number;
        code_enabled?: boolean;
        card_login?: boolean;
        archived?: boolean;
        regenerate_code?: true;
      } & BnccFields,
    ) {
      const current = await ownClassroom(teacher, id);
      await assertTeachingWritable(db, teacher);
      if (input.archived === false && current.archived) await unarchive(teacher, id);
      const changes: Partial<typeof classrooms.$inferInsert> = {};
      if (input.etapa !== undefined || input.ano !== undefined || input.componentes !== undefined) {
        Object.assign(changes, classroomBnccFields(input, current));
      }
      if (input.name !== undefined) changes.name = input.name;
      if (input.school_year !== undefined) changes.schoolYear = input.school_year;
      if (input.code_enabled !== undefined) changes.codeEnabled = input.code_enabled;
      if (input.card_login !== undefined) changes.cardLogin = input.card_login;
      if (input.archived === true) changes.archived = true;
      const apply = (code?: string) =>
        db
          .update(classrooms)
          .set(code ? { ...changes, code } : changes)
          .where(eq(classrooms.id, id));
      if (input.regenerate_code) await withUniqueCode((code) => apply(code));
      else if (Object.keys(changes).length > 0) await apply();
      return detail(teacher, id);
    },

    async remove(teacher: UserRow, id: number) {
      await ownClassroom(teacher, id);
      await db.delete(classrooms).where(eq(classrooms.id, id));
    },

    /** Catalogue lessons (premium only with premium access) and the teacher's own plans' lessons. */
    async linkLessons(teacher: UserRow, id: number, lessonIds: number[]) {
      await ownClassroom(teacher, id);
      await assertTeachingWritable(db, teacher);
      const premiumAllowed = await canReadPremium(teacher);
      const usable = await db
        .select({ id: lessons.id, premium: lessonPlans.premium, ownerId: lessonPlans.ownerId })
        .from(lessons)
        .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
        .where(
          and(
            inArray(lessons.id, lessonIds),
            sql`(${lessonPlans.ownerId} = ${teacher.id} or (${lessonPlans.ownerId} is null and ${lessonPlans.published}))`,
          ),
        );
      const allowed = new Set(
        usable.filter((l) => l.ownerId !== null || !l.premium || premiumAllowed).map((l) => l.id),
      );
      const refused = lessonIds.filter((lessonId) => !allowed.has(lessonId));
      if (refused.length > 0) {
        const premiumOnly = refused.every((lessonId) => usable.some((l) => l.id === lessonId && l.premium));
        throw ValidationFailure.field(
          'lessons',
          premiumOnly
            ? 'Aulas exclusivas para assinantes só podem ser vinculadas a turmas com um plano pago. Assine um plano para usá-las.'
            : `Você não pode vincular ${refused.length === 1 ? 'a aula' : 'as aulas'} ${refused.join(', ')} a esta turma.`,
        );
      }
      await db
        .insert(teachingClasses)
        .values([...allowed].map((lessonId) => ({ classroomId: id, lessonId })))
        .onConflictDoNothing();
      return detail(teacher, id);
    },

    async linkStudents(teacher: UserRow, id: number, studentIds: number[]) {
      const classroom = await ownClassroom(teacher, id);
      await assertTeachingWritable(db, teacher);
      const own = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, studentIds), teacherStudentsWhere(teacher.id)));
      const ownIds = new Set(own.map((s) => s.id));
      const refused = studentIds.filter((studentId) => !ownIds.has(studentId));
      if (refused.length > 0) throw ValidationFailure.field('students', 'Alguns alunos não são seus.');
      // A student of an archived class counts again once placed in a class in use.
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, teacher.id)).for('update');
        await tx
          .insert(classroomStudents)
          .values([...ownIds].map((studentId) => ({ classroomId: id, studentId })))
          .onConflictDoNothing();
        if (!classroom.archived) await withinPlan(tx, teacher);
      });
      return detail(teacher, id);
    },

    async unlinkStudents(teacher: UserRow, id: number, studentIds: number[]) {
      await ownClassroom(teacher, id);
      await db
        .delete(classroomStudents)
        .where(and(eq(classroomStudents.classroomId, id), inArray(classroomStudents.studentId, studentIds)));
      return detail(teacher, id);
    },

    async updateTeachingClass(teacher: UserRow, teachingClassId: number, note: string) {
      const owned = await ownTeachingClass(teacher, teachingClassId);
      await db.update(teachingClasses).set({ teacherNote: note }).where(eq(teachingClasses.id, owned.id));
      return detail(teacher, owned.classroomId);
    },

    async removeTeachingClass(teacher: UserRow, teachingClassId: number) {
      const owned = await ownTeachingClass(teacher, teachingClassId);
      await db.delete(teachingClasses).where(eq(teachingClasses.id, owned.id));
    },

    /** Public: only the classroom's name and its teacher's display name. */
    async findByCode(code: string) {
      const [row] = await db
        .select({ id: classrooms.id, name: classrooms.name, first: users.firstName, last: users.lastName })
        .from(classrooms)
        .innerJoin(users, eq(users.id, classrooms.teacherId))
        .where(eq(classrooms.id, (await openClassroomByCode(db, code)).id));
      return { id: row!.id, name: row!.name, teacher_name: `${row!.first} ${row!.last}`.trim() };
    },

    /**
     * A student joins: the id and the (enabled) code must both match, so ids cannot be guessed. An
     * account new to this teacher takes a place in her plan, under the same lock as every path.
     */
    async selfLink(student: UserRow, id: number, code: string) {
      const classroom = await openClassroomByCode(db, code);
      if (classroom.id !== id) throw classroomNotFound();
      await db.transaction(async (tx) => {
        await assertRoomForStudent(tx, classroom.teacherId, student.id);
        await tx
          .insert(classroomStudents)
          .values({ classroomId: id, studentId: student.id })
          .onConflictDoNothing();
      });
    },
  };

  /**
   * Its students count again: refused (nothing changes) when that would take her past her plan.
   * Under the teacher's row lock, like every path that adds students.
   */
  async function unarchive(teacher: UserRow, id: number) {
    await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, teacher.id)).for('update');
      await tx.update(classrooms).set({ archived: false }).where(eq(classrooms.id, id));
      await withinPlan(tx, teacher);
    });
  }

  /** After a change that may bring students back into her count: refused past her plan's limit. */
  async function withinPlan(tx: Database, teacher: UserRow) {
    const { limit, current } = await studentUsage(tx, teacher);
    if (current > limit) {
      throw forbidden(
        `Seu plano permite até ${limit} alunos em turmas em uso e isto passaria para ${current}. ` +
          'Assine um plano ou arquive outra turma.',
        'student_limit_reached',
      );
    }
  }

  async function ownTeachingClass(teacher: UserRow, teachingClassId: number) {
    const [row] = await db
      .select({ id: teachingClasses.id, classroomId: teachingClasses.classroomId })
      .from(teachingClasses)
      .innerJoin(classrooms, eq(classrooms.id, teachingClasses.classroomId))
      .where(and(eq(teachingClasses.id, teachingClassId), eq(classrooms.teacherId, teacher.id)));
    if (!row) throw notFound('Aula vinculada não encontrada.');
    return row;
  }
}

export type ClassroomsService = ReturnType<typeof classroomsService>;
