import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { BnccCoverage, Progress, SubmissionStatus } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { csvDocument } from '../../lib/csv';
import { skillTexts } from '../bncc';
import { planService } from '../classrooms';
import { assignmentAccess, col, targets } from './access';
import { gradeOf, isDone, submissionStatus } from './status';

const { assignments, submissions, lessons, lessonPlans } = schema;

const STATUS_LABELS: Record<SubmissionStatus, string> = {
  assigned: 'Não aberta',
  opened: 'Aberta',
  submitted: 'Entregue',
  late: 'Entregue com atraso',
  returned: 'Devolvida',
};

/** Progress grid, grade sheet and BNCC coverage of one classroom. */
export function classroomReportsService({ db }: { db: Database }) {
  const access = assignmentAccess(db);
  const plans = planService({ db });

  async function progress(teacher: UserRow, classroomId: number): Promise<Progress> {
    await access.ownClassroom(teacher, classroomId);
    const students = await access.classroomStudents(classroomId);
    const list = await db
      .select({
        id: assignments.id,
        title: assignments.title,
        dueAt: assignments.dueAt,
        publishAt: assignments.publishAt,
        // Who it is for, read with the same rule as everywhere else.
        targeted: sql<number[] | string>`(select coalesce(json_agg(cs.student_id), '[]'::json)
          from classroom_students cs where cs.classroom_id = ${col('assignments', 'classroom_id')}
          and ${targets(col('assignments', 'id'), sql`cs.student_id`)})`,
      })
      .from(assignments)
      .where(eq(assignments.classroomId, classroomId))
      .orderBy(sql`${assignments.dueAt} asc nulls last`, asc(assignments.createdAt), asc(assignments.id));
    const rows = list.length
      ? await db
          .select()
          .from(submissions)
          .where(
            inArray(
              submissions.assignmentId,
              list.map((a) => a.id),
            ),
          )
      : [];
    const key = (a: number, s: number) => `${a}:${s}`;
    const byPair = new Map(rows.map((r) => [key(r.assignmentId, r.studentId), r]));
    const targetedSets = list.map(
      (a) => new Set(typeof a.targeted === 'string' ? (JSON.parse(a.targeted) as number[]) : a.targeted),
    );
    return {
      assignments: list.map((a) => ({
        id: a.id,
        title: a.title,
        due_at: a.dueAt?.toISOString() ?? null,
        publish_at: a.publishAt?.toISOString() ?? null,
      })),
      rows: students.map((student) => ({
        student,
        cells: list.map((a, i) => {
          if (!targetedSets[i]!.has(student.id)) return null;
          const row = byPair.get(key(a.id, student.id)) ?? null;
          return { status: submissionStatus(row, a.dueAt), grade: gradeOf(row?.grade ?? null) };
        }),
      })),
    };
  }

  return {
    progress,

    /** UTF-8 with BOM and `;` so Excel in Portuguese opens it in columns, with decimal commas. */
    async gradesCsv(teacher: UserRow, classroomId: number): Promise<string> {
      const grid = await progress(teacher, classroomId);
      const header = ['Aluno', ...grid.assignments.map((a) => a.title), 'Média'];
      const lines = grid.rows.map(({ student, cells }) => {
        const grades = cells.flatMap((c) => (c?.grade != null ? [c.grade] : []));
        const average = grades.length ? grades.reduce((x, y) => x + y, 0) / grades.length : null;
        return [
          `${student.first_name} ${student.last_name}`.trim(),
          ...cells.map((c) =>
            c === null ? '—' : c.grade !== null ? decimal(c.grade) : STATUS_LABELS[c.status],
          ),
          average === null ? '' : decimal(average),
        ];
      });
      return csvDocument([header, ...lines]);
    },

    async bnccCoverage(teacher: UserRow, classroomId: number): Promise<BnccCoverage> {
      const grid = await progress(teacher, classroomId);
      const linked = await db
        .select({
          id: assignments.id,
          lessonId: lessons.id,
          lessonTitle: lessons.title,
          // A lesson without its own codes counts with its plan's.
          codes: sql<string[]>`case when cardinality(${lessons.bnccCodes}) > 0
            then ${lessons.bnccCodes} else ${lessonPlans.bnccCodes} end`,
        })
        .from(assignments)
        .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
        .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
        .where(eq(assignments.classroomId, classroomId));
      const column = new Map(grid.assignments.map((a, i) => [a.id, i]));
      const byCode = new Map<
        string,
        { lessons: Map<number, string>; assignments: number; targeted: number; done: number }
      >();
      for (const item of linked) {
        const i = column.get(item.id)!;
        const cells = grid.rows.map((r) => r.cells[i]).filter((c) => c != null);
        for (const code of item.codes) {
          const entry = byCode.get(code) ?? { lessons: new Map(), assignments: 0, targeted: 0, done: 0 };
          entry.lessons.set(item.lessonId, item.lessonTitle);
          entry.assignments += 1;
          entry.targeted += cells.length;
          entry.done += cells.filter((c) => isDone(c.status)).length;
          byCode.set(code, entry);
        }
      }
      const texts = await skillTexts(db, [...byCode.keys()]);
      return {
        ...(await plans.coverage(classroomId)),
        results: [...byCode.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([code, e]) => ({
            code,
            text: texts.get(code) ?? null,
            lessons: [...e.lessons.entries()].map(([id, title]) => ({ id, title })),
            assignments_count: e.assignments,
            done_share: e.targeted ? Math.round((e.done / e.targeted) * 1000) / 1000 : 0,
          })),
      };
    },
  };
}

const decimal = (n: number) => n.toFixed(1).replace('.', ',');

export type ClassroomReportsService = ReturnType<typeof classroomReportsService>;
