import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  activityPeriodIndex,
  currentPeriodIndex,
  defaultGrading,
  isoDay,
  type Gradebook,
  type GradebookEntryInput,
  type Grading,
  type SchoolCalendar,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { notFound, ValidationFailure } from '../../lib/errors';
import {
  assertPeriodOpen,
  classRoster,
  closedPeriods,
  ownClassroomOf,
  type CalendarService,
} from '../classrooms';
import type { attendanceService } from '../diary';
import { assertTeachingWritable } from '../students';
import { conceptFor, hundredths, periodMarks, statusOf, tenths, type ColumnMark } from './compute';

const { assignments, assignmentStudents, classroomGrading, classroomPeriodMarks, submissions } = schema;

type ClassroomRow = Awaited<ReturnType<typeof ownClassroomOf>>;
type Attendance = ReturnType<typeof attendanceService>;

/**
 * Notas por período: the class's grading settings, each period's gradebook (activities with their
 * weights, each student's average, recuperação, final, concept or parecer and attendance), and what
 * the teacher writes per student and period. Closing a period (diary routes) freezes its grades.
 */
export function gradebookService(deps: { db: Database; calendars: CalendarService; attendance: Attendance }) {
  const { db, calendars, attendance } = deps;

  async function gradingOf(classroom: ClassroomRow): Promise<Grading> {
    const [row] = await db
      .select()
      .from(classroomGrading)
      .where(eq(classroomGrading.classroomId, classroom.id));
    if (!row) return defaultGrading(classroom.etapa);
    return {
      scheme: row.scheme,
      scale_max: row.scaleMax as Grading['scale_max'],
      decimals: row.decimals as Grading['decimals'],
      passing: Number(row.passing),
      formula: row.formula,
      recovery: row.recovery,
      concepts: row.concepts,
    };
  }

  function periodOf(calendar: SchoolCalendar, index: number | undefined) {
    const wanted = index ?? currentPeriodIndex(calendar, isoDay());
    const period = calendar.periods.find((p) => p.index === wanted);
    if (!period) throw notFound('Período não encontrado.');
    return period;
  }

  /** The activities counted in a period, in the order they were given, and who each is for. */
  async function periodActivities(classroomId: number, calendar: SchoolCalendar, index: number) {
    const rows = await db
      .select()
      .from(assignments)
      .where(and(eq(assignments.classroomId, classroomId), eq(assignments.draft, false)))
      .orderBy(asc(sql`coalesce(${assignments.dueAt}, ${assignments.createdAt})`), asc(assignments.id));
    const activities = rows.filter((row) => activityPeriodIndex(calendar, row) === index);
    const ids = activities.map((a) => a.id);
    const picks = ids.length
      ? await db.select().from(assignmentStudents).where(inArray(assignmentStudents.assignmentId, ids))
      : [];
    const grades = ids.length
      ? await db
          .select({
            assignment: submissions.assignmentId,
            student: submissions.studentId,
            grade: submissions.grade,
          })
          .from(submissions)
          .where(and(inArray(submissions.assignmentId, ids), isNotNull(submissions.grade)))
      : [];
    const chosen = new Set(picks.map((p) => `${p.assignmentId}:${p.studentId}`));
    const gradeOf = new Map(grades.map((g) => [`${g.assignment}:${g.student}`, g.grade!]));
    const graded = new Set(grades.map((g) => g.assignment));
    return activities.map((activity) => ({
      activity,
      graded: graded.has(activity.id),
      /** The student's grade; undefined when the activity is not hers. */
      gradeFor: (studentId: number): string | null | undefined => {
        const key = `${activity.id}:${studentId}`;
        if (!activity.wholeClass && !chosen.has(key)) return undefined;
        return gradeOf.get(key) ?? null;
      },
    }));
  }

  /** A period's gradebook of a class the caller may read; `onlyStudent` narrows it to one row. */
  async function build(
    classroom: ClassroomRow,
    index: number | undefined,
    onlyStudent?: number,
  ): Promise<Gradebook> {
    const calendar = await calendars.calendarOf(classroom);
    const period = periodOf(calendar, index);
    const closedAt = (await closedPeriods(db, classroom.id)).get(period.index) ?? null;
    const grading = await gradingOf(classroom);
    const columns = await periodActivities(classroom.id, calendar, period.index);
    const roster = (await classRoster(db, classroom.id)).filter(
      (s) => onlyStudent === undefined || s.id === onlyStudent,
    );
    const marks = await db
      .select()
      .from(classroomPeriodMarks)
      .where(
        and(
          eq(classroomPeriodMarks.classroomId, classroom.id),
          eq(classroomPeriodMarks.periodIndex, period.index),
        ),
      );
    const markOf = new Map(marks.map((m) => [m.studentId, m]));
    const countsOf = await attendance.periodCounts(classroom.id, calendar, period.index);

    return {
      period: {
        index: period.index,
        name: period.name,
        start: period.start,
        end: period.end,
        closed: closedAt !== null,
        closed_at: closedAt?.toISOString() ?? null,
      },
      grading,
      columns: columns.map(({ activity, graded }) => ({
        assignment: { id: activity.id, title: activity.title },
        weight: Number(activity.weight),
        category: activity.category,
        graded,
        submission_type: activity.submissionType,
      })),
      results: roster.map((student) => {
        const grades: Record<string, number | null> = {};
        const inputs: ColumnMark[] = columns.map(({ activity, graded, gradeFor }) => {
          const grade = gradeFor(student.id);
          if (grade !== undefined) grades[String(activity.id)] = grade === null ? null : Number(grade);
          return {
            category: activity.category,
            weight: hundredths(activity.weight),
            graded,
            grade: grade === undefined || grade === null ? grade : tenths(grade),
          };
        });
        const { average, recovery, final, missing } = periodMarks(grading, inputs, closedAt !== null);
        const mark = markOf.get(student.id);
        const parecer = mark?.parecer ?? null;
        const counts = countsOf(student.id);
        return {
          student,
          grades,
          average,
          recovery,
          final,
          concept: mark?.concept ?? (grading.scheme === 'concept' ? conceptFor(grading, final) : null),
          parecer,
          attendance_rate: counts.attendance_rate,
          status: statusOf(grading, final, parecer),
          missing,
          absences: counts.absences,
          adjustment_note: mark?.adjustmentNote ?? null,
        };
      }),
    };
  }

  return {
    gradingOf,
    build,

    async grading(teacher: UserRow, id: number) {
      return gradingOf(await ownClassroomOf(db, teacher, id));
    },

    async saveGrading(teacher: UserRow, id: number, input: Grading): Promise<Grading> {
      const classroom = await ownClassroomOf(db, teacher, id);
      await assertTeachingWritable(db, teacher);
      const values = {
        scheme: input.scheme,
        scaleMax: input.scale_max,
        decimals: input.decimals,
        passing: input.passing.toFixed(2),
        formula: input.formula,
        recovery: input.recovery,
        concepts: input.concepts,
        updatedAt: new Date(),
      };
      await db
        .insert(classroomGrading)
        .values({ classroomId: id, ...values })
        .onConflictDoUpdate({ target: classroomGrading.classroomId, set: values });
      return gradingOf(classroom);
    },

    async gradebook(teacher: UserRow, id: number, period?: number) {
      return build(await ownClassroomOf(db, teacher, id), period);
    },

    /** Concept, parecer or note of a student for a period: only what is sent changes. */
    async saveEntry(
      teacher: UserRow,
      id: number,
      studentId: number,
      index: number,
      input: GradebookEntryInput,
    ) {
      const classroom = await ownClassroomOf(db, teacher, id);
      await assertTeachingWritable(db, teacher);
      if (!(await classRoster(db, id)).some((s) => s.id === studentId)) {
        throw notFound('Aluno não encontrado nesta turma.');
      }
      periodOf(await calendars.calendarOf(classroom), index);
      await assertPeriodOpen(db, id, index);
      const grading = await gradingOf(classroom);
      const concept = input.concept || null;
      if (
        input.concept !== undefined &&
        concept !== null &&
        !grading.concepts.some((c) => c.code === concept)
      ) {
        throw ValidationFailure.field(
          'concept',
          `Escolha um dos conceitos da turma: ${grading.concepts.map((c) => c.code).join(', ')}.`,
        );
      }
      const set: Partial<typeof classroomPeriodMarks.$inferInsert> = { updatedAt: new Date() };
      if (input.concept !== undefined) set.concept = concept;
      if (input.parecer !== undefined) set.parecer = input.parecer || null;
      if (input.adjustment_note !== undefined) set.adjustmentNote = input.adjustment_note || null;
      const [row] = await db
        .insert(classroomPeriodMarks)
        .values({ classroomId: id, studentId, periodIndex: index, ...set })
        .onConflictDoUpdate({
          target: [
            classroomPeriodMarks.classroomId,
            classroomPeriodMarks.studentId,
            classroomPeriodMarks.periodIndex,
          ],
          set,
        })
        .returning();
      return {
        student: studentId,
        period_index: index,
        concept: row!.concept,
        parecer: row!.parecer,
        adjustment_note: row!.adjustmentNote,
      };
    },
  };
}

export type GradebookService = ReturnType<typeof gradebookService>;
