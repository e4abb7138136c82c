import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  Assignment,
  AssignmentCategory,
  AssignmentPatch,
  QuizQuestionsInput,
  QuizSettingsInput,
  Rubric,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { readableLessonCondition, sanitizeLessonHtml } from '../content';
import { assertTeachingWritable } from '../students';
import { assignmentAccess, col, targets, type AssignmentRow, type AssignmentServiceDeps } from './access';
import {
  attachmentsByAssignment,
  checkTeacherFiles,
  presentLinks,
  setAttachments,
  storedLinks,
} from './materials';
import { gradingPeriods } from './grading-periods';
import { announcePublished } from './notices';
import { fullName } from '../../lib/name-order';
import {
  checkQuizInput,
  loadQuizzes,
  maxScoreOf,
  presentQuizQuestions,
  presentSettings,
  setQuizQuestions,
  storedSettings,
} from './quiz-store';

const {
  assignments,
  assignmentStudents,
  classrooms,
  submissions,
  lessons,
  lessonPlans,
  teachingClasses,
  users,
} = schema;

type Input = {
  lesson: number | null;
  title: string;
  instructions: string;
  due_at: string | null;
  students: number[] | null;
  submission_type: 'none' | 'text' | 'file' | 'quiz';
  publish_at: string | null;
  attachments: string[];
  links: { url: string; title?: string | undefined }[];
  draft: boolean;
  rubric: Rubric | null;
  period: number | null;
  weight: number;
  category: AssignmentCategory;
  questions: QuizQuestionsInput;
  quiz: QuizSettingsInput | null;
};

/** Fields that move an activity's weight in its period's gradebook (refused in a closed period). */
const GRADEBOOK_FIELDS = ['period', 'weight', 'category', 'due_at'] as const;

const assignmentId = col('assignments', 'id');
const done = sql`exists (select 1 from ${submissions} s where s.assignment_id = ${assignmentId}
  and s.student_id = cs.student_id and (s.submitted_at is not null or s.returned_at is not null))`;
const targetedStudents = (extra: ReturnType<typeof sql>) => sql<number>`(select count(*)::int
  from classroom_students cs where cs.classroom_id = ${col('assignments', 'classroom_id')}
  and ${targets(assignmentId, sql`cs.student_id`)} and ${extra})`;

/** The teacher's side of activities: create, edit, list and remove (grading: grading-service.ts). */
export function teacherAssignmentsService({ db, links, canReadPremium }: AssignmentServiceDeps) {
  const access = assignmentAccess(db);
  const periods = gradingPeriods(db);
  const selection = {
    assignment: assignments,
    schoolYear: classrooms.schoolYear,
    lessonTitle: lessons.title,
    planId: lessonPlans.id,
    planTitle: lessonPlans.title,
    targetedCount: targetedStudents(sql`true`),
    doneCount: targetedStudents(done),
  };
  const base = () =>
    db
      .select(selection)
      .from(assignments)
      .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
      .leftJoin(lessons, eq(lessons.id, assignments.lessonId))
      .leftJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId));

  async function present(rows: Awaited<ReturnType<ReturnType<typeof base>['where']>>): Promise<Assignment[]> {
    const chosen = rows.filter((r) => !r.assignment.wholeClass).map((r) => r.assignment.id);
    const picks = chosen.length
      ? await db.select().from(assignmentStudents).where(inArray(assignmentStudents.assignmentId, chosen))
      : [];
    const files = await attachmentsByAssignment(
      db,
      links,
      rows.map((r) => r.assignment.id),
    );
    const quizzes = await loadQuizzes(
      db,
      rows.filter((r) => r.assignment.submissionType === 'quiz').map((r) => r.assignment.id),
    );
    const periodOf = await periods.periodsOf(
      rows.map((r) => r.assignment),
      new Map(rows.map((r) => [r.assignment.classroomId, r.schoolYear])),
    );
    return rows.map(({ assignment: a, ...r }) => ({
      id: a.id,
      classroom: a.classroomId,
      lesson:
        a.lessonId !== null && r.lessonTitle !== null
          ? { id: a.lessonId, title: r.lessonTitle, lesson_plan: { id: r.planId!, title: r.planTitle! } }
          : null,
      title: a.title,
      instructions: a.instructionsHtml,
      due_at: a.dueAt?.toISOString() ?? null,
      publish_at: a.publishAt?.toISOString() ?? null,
      students: a.wholeClass
        ? null
        : picks
            .filter((p) => p.assignmentId === a.id)
            .map((p) => p.studentId)
            .sort((x, y) => x - y),
      submission_type: a.submissionType,
      attachments: files.get(a.id) ?? [],
      links: presentLinks(a.links),
      draft: a.draft,
      created_at: a.createdAt.toISOString(),
      targeted_count: r.targetedCount,
      done_count: r.doneCount,
      rubric: a.rubric ?? null,
      period: periodOf.get(a.id) ?? null,
      period_auto: a.periodIndex === null,
      weight: Number(a.weight),
      category: a.category,
      questions: presentQuizQuestions(quizzes.get(a.id), a.quiz),
      quiz: presentSettings(a.quiz),
      max_score: maxScoreOf(quizzes.get(a.id)),
    }));
  }

  async function one(id: number) {
    const [assignment] = await present(await base().where(eq(assignments.id, id)));
    return assignment!;
  }

  /**
   * The lesson must be readable by the teacher (a published catalogue lesson, premium only while she
   * subscribes, or one of her own books); one not yet linked to the class is linked by the same
   * write (`linkLesson`). Chosen students must be in the class; files must be her PDF or images.
   */
  async function check(
    teacher: UserRow,
    classroomId: number,
    input: { lesson?: number | null; students?: number[] | null; attachments?: string[] },
  ) {
    if (input.lesson) {
      const [linked] = await db
        .select({ premium: lessonPlans.premium })
        .from(lessons)
        .innerJoin(
          lessonPlans,
          and(eq(lessonPlans.id, lessons.lessonPlanId), readableLessonCondition(teacher.id)),
        )
        .where(eq(lessons.id, input.lesson));
      if (!linked) throw ValidationFailure.field('lesson', 'Aula não encontrada.');
      if (linked.premium && !(await canReadPremium(teacher))) {
        throw ValidationFailure.field(
          'lesson',
          'Esta aula é exclusiva para assinantes. Assine um plano para passá-la como atividade.',
        );
      }
    }
    if (input.students) {
      const members = new Set((await access.classroomStudents(classroomId)).map((s) => s.id));
      if (!input.students.every((id) => members.has(id))) {
        throw ValidationFailure.field('students', 'Alguns alunos escolhidos não são desta turma.');
      }
    }
    if (input.attachments) await checkTeacherFiles(db, teacher.id, input.attachments);
  }

  /** The activity's lesson joins the class's lessons (if it was not there yet). */
  async function linkLesson(tx: Database, classroomId: number, lessonId: number | null | undefined) {
    if (!lessonId) return;
    await tx.insert(teachingClasses).values({ classroomId, lessonId }).onConflictDoNothing();
  }

  async function notArchived(classroomId: number) {
    const classroom = await access.classroomRow(classroomId);
    if (classroom.archived) {
      throw new ApiError(
        409,
        'Esta turma está arquivada: desarquive-a para passar atividades.',
        'classroom_archived',
      );
    }
    return classroom;
  }

  function values(input: Partial<Input>, before?: AssignmentRow): Partial<typeof assignments.$inferInsert> {
    const v: Partial<typeof assignments.$inferInsert> = { updatedAt: new Date() };
    const quiz = storedSettings(
      input.submission_type ?? before?.submissionType ?? 'text',
      input.quiz,
      before?.quiz ?? null,
    );
    if (quiz !== undefined) v.quiz = quiz;
    if (input.lesson !== undefined) v.lessonId = input.lesson;
    if (input.title !== undefined) v.title = input.title;
    if (input.instructions !== undefined)
      v.instructionsHtml = sanitizeLessonHtml(input.instructions, 'instructions');
    if (input.due_at !== undefined) v.dueAt = input.due_at ? new Date(input.due_at) : null;
    if (input.publish_at !== undefined) v.publishAt = input.publish_at ? new Date(input.publish_at) : null;
    if (input.students !== undefined) v.wholeClass = input.students === null;
    if (input.submission_type !== undefined) v.submissionType = input.submission_type;
    if (input.links !== undefined) v.links = storedLinks(input.links);
    if (input.draft !== undefined) v.draft = input.draft;
    if (input.rubric !== undefined) v.rubric = input.rubric;
    if (input.period !== undefined) v.periodIndex = input.period;
    if (input.weight !== undefined) v.weight = input.weight.toFixed(2);
    if (input.category !== undefined) v.category = input.category;
    return v;
  }

  async function setStudents(tx: Database, id: number, students: number[] | null | undefined) {
    if (students === undefined) return;
    await tx.delete(assignmentStudents).where(eq(assignmentStudents.assignmentId, id));
    if (students?.length) {
      await tx
        .insert(assignmentStudents)
        .values(students.map((studentId) => ({ assignmentId: id, studentId })));
    }
  }

  /**
   * Leaving out a student who already handed in (or was graded) would hide the work from both
   * screens; the teacher is told who to keep instead.
   */
  async function keepsHandIns(id: number, students: number[] | null | undefined) {
    if (!students) return;
    const left = await db
      .select({ name: fullName() })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.studentId))
      .where(
        and(
          eq(submissions.assignmentId, id),
          notInArray(submissions.studentId, students),
          sql`(${submissions.submittedAt} is not null or ${submissions.returnedAt} is not null
            or ${submissions.grade} is not null)`,
        ),
      )
      .orderBy(users.firstName, users.lastName);
    if (left.length === 0) return;
    const names = left.map((row) => row.name).join(', ');
    throw ValidationFailure.field(
      'students',
      `${left.length === 1 ? 'Já entregou' : 'Já entregaram'} esta atividade: ${names}. Mantenha quem já entregou entre os escolhidos, para não esconder a entrega.`,
    );
  }

  return {
    async list(teacher: UserRow, classroomId: number, page: number, pageSize: number) {
      await access.ownClassroom(teacher, classroomId);
      const [total] = await db
        .select({ n: count() })
        .from(assignments)
        .where(eq(assignments.classroomId, classroomId));
      const rows = await base()
        .where(eq(assignments.classroomId, classroomId))
        .orderBy(desc(assignments.createdAt), desc(assignments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { count: total?.n ?? 0, results: await present(rows) };
    },

    async create(teacher: UserRow, classroomId: number, input: Input) {
      await access.ownClassroom(teacher, classroomId);
      await assertTeachingWritable(db, teacher);
      const classroom = await notArchived(classroomId);
      await check(teacher, classroomId, input);
      await checkQuizInput(db, input);
      await periods.assertOpen(classroom.schoolYear, {
        classroomId,
        periodIndex: input.period,
        dueAt: input.due_at ? new Date(input.due_at) : null,
        createdAt: new Date(),
      });
      const id = await db.transaction(async (tx) => {
        await linkLesson(tx, classroomId, input.lesson);
        const [row] = await tx
          .insert(assignments)
          .values({ ...values(input), classroomId, title: input.title })
          .returning({ id: assignments.id });
        await setStudents(tx, row!.id, input.students);
        await setAttachments(tx, row!.id, input.attachments);
        await setQuizQuestions(tx, teacher, row!.id, input.questions);
        return row!.id;
      });
      await announcePublished(db, [id]);
      return one(id);
    },

    async detail(teacher: UserRow, id: number) {
      await access.ownAssignment(teacher, id);
      return one(id);
    },

    async update(teacher: UserRow, id: number, input: AssignmentPatch) {
      const row = await access.ownAssignment(teacher, id);
      await assertTeachingWritable(db, teacher);
      const patch = input as Partial<Input>;
      await check(teacher, row.classroomId, patch);
      await keepsHandIns(id, patch.students);
      await checkQuizInput(db, patch, row);
      if (GRADEBOOK_FIELDS.some((field) => patch[field] !== undefined)) {
        const { schoolYear } = await access.classroomRow(row.classroomId);
        const after = { ...row, ...values(patch, row) } as typeof row;
        await periods.assertOpen(schoolYear, row, after);
      }
      await db.transaction(async (tx) => {
        await linkLesson(tx, row.classroomId, patch.lesson);
        await tx.update(assignments).set(values(patch, row)).where(eq(assignments.id, id));
        await setStudents(tx, id, patch.students);
        await setAttachments(tx, id, patch.attachments);
        const leavesQuiz = patch.submission_type !== undefined && patch.submission_type !== 'quiz';
        await setQuizQuestions(tx, teacher, id, leavesQuiz ? [] : patch.questions);
      });
      await announcePublished(db, [id]);
      return one(id);
    },

    async remove(teacher: UserRow, id: number) {
      const row = await access.ownAssignment(teacher, id);
      const [graded] = await db
        .select({ n: count() })
        .from(submissions)
        .where(and(eq(submissions.assignmentId, id), sql`${submissions.grade} is not null`));
      if ((graded?.n ?? 0) > 0) {
        await periods.assertOpen((await access.classroomRow(row.classroomId)).schoolYear, row);
      }
      await db.delete(assignments).where(eq(assignments.id, id));
    },
  };
}

export type TeacherAssignmentsService = ReturnType<typeof teacherAssignmentsService>;
