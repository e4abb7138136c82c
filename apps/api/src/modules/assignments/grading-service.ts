import { and, eq, sql } from 'drizzle-orm';
import {
  formatPoints,
  rubricGrade,
  type Attempt,
  type Rubric,
  type Submission,
  type SubmissionPatch,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { notify } from '../notifications';
import { assignmentAccess, targets, type AssignmentRow } from './access';
import { attemptsByStudent, handedInLate } from './attempts';
import { gradingPeriods } from './grading-periods';
import type { FileLinks } from '../content';
import { quoted, studentAssignmentUrl } from './notices';
import { gradeOf, submissionStatus } from './status';
import { filesByStudent } from './submission-files';
import { summary } from './quiz-marking';
import { loadQuiz, maxScoreOf } from './quiz-store';

const { submissions } = schema;

type SubmissionRow = typeof submissions.$inferSelect;

function toSubmission(
  student: Submission['student'],
  row: SubmissionRow | null,
  assignment: { dueAt: Date | null; maxScore: number | null },
  files: Submission['files'] = [],
  attempts: Attempt[] = [],
): Submission {
  const { dueAt, maxScore } = assignment;
  return {
    student,
    status: submissionStatus(row, dueAt),
    opened_at: row?.openedAt?.toISOString() ?? null,
    submitted_at: row?.submittedAt?.toISOString() ?? null,
    returned_at: row?.returnedAt?.toISOString() ?? null,
    grade: gradeOf(row?.grade ?? null),
    feedback: row?.feedback ?? '',
    text: row?.answerText ?? '',
    files,
    late: handedInLate(row?.submittedAt, dueAt),
    redo_requested: row?.redoRequested ?? false,
    rubric_levels: row?.rubricLevels ?? null,
    attempts,
    score: row?.quizScore != null ? Number(row.quizScore) : null,
    max_score: maxScore,
    quiz:
      maxScore !== null && row?.quizAnswers && row.quizMarks
        ? {
            answers: row.quizAnswers,
            marks: row.quizMarks,
            pending: row.quizMarks.filter((m) => m.pending).length,
            attempts_used: row.quizAttempts,
            paper: row.quizPaper,
          }
        : null,
  };
}

/** The chosen levels must fit the activity's rubric: one per criterion, each one of its levels. */
function checkedLevels(rubric: Rubric | null, levels: (number | null)[] | null) {
  if (levels === null) return null;
  if (!rubric) throw ValidationFailure.field('rubric_levels', 'Esta atividade não tem rubrica.');
  if (levels.length !== rubric.length || levels.some((l, i) => l !== null && !rubric[i]!.levels[l])) {
    throw ValidationFailure.field('rubric_levels', 'Escolha um nível de cada critério da rubrica.');
  }
  return levels;
}

/** What the student hears when a hand-in comes back: corrected, or to be redone. */
function returnNotice(assignment: AssignmentRow, studentId: number, redo: boolean) {
  const common = { userId: studentId, url: studentAssignmentUrl(assignment.id) };
  return redo
    ? {
        ...common,
        kind: 'redo' as const,
        title: `A professora pediu para refazer ${quoted(assignment.title)}`,
      }
    : {
        ...common,
        kind: 'returned' as const,
        title: `Sua atividade ${quoted(assignment.title)} foi corrigida`,
      };
}

/** The teacher's side of hand-ins: each student's work, grades, feedback, returns and redos. */
export function gradingService({ db, links }: { db: Database; links: FileLinks }) {
  const access = assignmentAccess(db);
  const periods = gradingPeriods(db);

  async function targetedOrNotFound(assignment: AssignmentRow, studentId: number) {
    const student = (await access.targetedStudents(assignment.id)).find((s) => s.id === studentId);
    if (!student) throw notFound('Este aluno não recebeu esta atividade.');
    return student;
  }

  /** What a hand-in is measured against: its due date and, for a quiz, its total points. */
  async function measure(assignment: AssignmentRow) {
    const maxScore =
      assignment.submissionType === 'quiz' ? maxScoreOf(await loadQuiz(db, assignment.id)) : null;
    return { dueAt: assignment.dueAt, maxScore };
  }

  /** One student's hand-in as the teacher sees it, with its files and earlier attempts. */
  async function handIn(
    assignment: AssignmentRow,
    student: Submission['student'],
    row: SubmissionRow | null,
  ) {
    const files = await filesByStudent(db, links, assignment.id, [student.id]);
    const attempts = await attemptsByStudent(db, links, assignment.id, [student.id]);
    return toSubmission(
      student,
      row,
      await measure(assignment),
      files.get(student.id),
      attempts.get(student.id),
    );
  }

  /** The teacher's points for a quiz's essays, over the marks the server gave the rest. */
  async function essayMarks(
    assignment: AssignmentRow,
    studentId: number,
    points: NonNullable<SubmissionPatch['question_points']>,
  ) {
    if (assignment.submissionType !== 'quiz') {
      throw ValidationFailure.field('question_points', 'Só uma avaliação tem pontos por questão.');
    }
    const [row] = await db
      .select({ marks: submissions.quizMarks })
      .from(submissions)
      .where(and(eq(submissions.assignmentId, assignment.id), eq(submissions.studentId, studentId)));
    if (!row?.marks) {
      throw ValidationFailure.field('question_points', 'O aluno ainda não entregou esta avaliação.');
    }
    const { items } = await loadQuiz(db, assignment.id);
    const marks = new Map(row.marks.map((m) => [m.question, m]));
    points.forEach(({ question, points: given }, index) => {
      const item = items.find((i) => i.question === question);
      if (item?.type !== 'essay') {
        throw ValidationFailure.field(
          `question_points.${index}.question`,
          'Só as questões dissertativas recebem pontos da professora.',
        );
      }
      if (given > item.points) {
        throw ValidationFailure.field(
          `question_points.${index}.points`,
          `Esta questão vale no máximo ${formatPoints(item.points)} pontos.`,
        );
      }
      marks.set(question, { question, points: given, correct: given === item.points, pending: false });
    });
    const list = items.map((item) => marks.get(item.question)!);
    return { marks: list, ...summary(items, list) };
  }

  return {
    /** One row per targeted student, whether or not they opened it. */
    async submissions(teacher: UserRow, id: number): Promise<Submission[]> {
      const assignment = await access.ownAssignment(teacher, id);
      const students = await access.targetedStudents(id);
      const rows = await db.select().from(submissions).where(eq(submissions.assignmentId, id));
      const byStudent = new Map(rows.map((r) => [r.studentId, r]));
      const files = await filesByStudent(db, links, id);
      const attempts = await attemptsByStudent(db, links, id);
      const measured = await measure(assignment);
      return students.map((student) =>
        toSubmission(
          student,
          byStudent.get(student.id) ?? null,
          measured,
          files.get(student.id),
          attempts.get(student.id),
        ),
      );
    },

    /** One student's hand-in, with the earlier attempts. */
    async submission(teacher: UserRow, id: number, studentId: number): Promise<Submission> {
      const assignment = await access.ownAssignment(teacher, id);
      const student = await targetedOrNotFound(assignment, studentId);
      const [row] = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.assignmentId, id), eq(submissions.studentId, studentId)));
      return handIn(assignment, student, row ?? null);
    },

    /** "Devolver todas as corrigidas": every graded hand-in of the activity not yet returned. */
    async returnGraded(teacher: UserRow, id: number) {
      const assignment = await access.ownAssignment(teacher, id);
      return db.transaction(async (tx) => {
        const returned = await tx
          .update(submissions)
          .set({ returnedAt: sql`now()`, redoRequested: false, updatedAt: sql`now()` })
          .where(
            and(
              eq(submissions.assignmentId, id),
              sql`${submissions.grade} is not null and ${submissions.returnedAt} is null`,
              targets(sql`${id}`, sql`${submissions.studentId}`),
            ),
          )
          .returning({ studentId: submissions.studentId });
        await notify(
          tx,
          returned.map((r) => returnNotice(assignment, r.studentId, false)),
        );
        return { returned: returned.length };
      });
    },

    async grade(teacher: UserRow, id: number, studentId: number, input: SubmissionPatch) {
      const assignment = await access.ownAssignment(teacher, id);
      const student = await targetedOrNotFound(assignment, studentId);
      if (input.redo && input.returned !== true) {
        throw ValidationFailure.field('redo', 'Para pedir que refaça, devolva a atividade (returned: true).');
      }
      if (input.grade !== undefined || input.rubric_levels !== undefined || input.question_points) {
        await periods.assertOpen((await access.classroomRow(assignment.classroomId)).schoolYear, assignment);
      }
      const set: Partial<typeof submissions.$inferInsert> = { updatedAt: new Date() };
      let grade = input.grade;
      if (input.rubric_levels !== undefined) {
        set.rubricLevels = checkedLevels(assignment.rubric, input.rubric_levels);
        if (grade === undefined && input.rubric_levels && assignment.rubric) {
          grade = rubricGrade(assignment.rubric, input.rubric_levels) ?? undefined;
        }
      }
      if (input.question_points) {
        const marked = await essayMarks(assignment, studentId, input.question_points);
        Object.assign(set, { quizMarks: marked.marks, quizScore: marked.score.toFixed(2) });
        if (grade === undefined && marked.grade !== null) grade = marked.grade;
      }
      if (grade !== undefined) set.grade = grade === null ? null : grade.toFixed(1);
      if (input.feedback !== undefined) set.feedback = input.feedback;
      if (input.returned !== undefined) {
        set.returnedAt = input.returned ? new Date() : null;
        set.redoRequested = input.returned && input.redo === true;
      }
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ returnedAt: submissions.returnedAt, redoRequested: submissions.redoRequested })
          .from(submissions)
          .where(and(eq(submissions.assignmentId, id), eq(submissions.studentId, studentId)))
          .for('update');
        const [after] = await tx
          .insert(submissions)
          .values({ assignmentId: id, studentId, ...set })
          .onConflictDoUpdate({ target: [submissions.assignmentId, submissions.studentId], set })
          .returning();
        const newlyReturned =
          input.returned === true && (!before?.returnedAt || before.redoRequested !== after!.redoRequested);
        if (newlyReturned) await notify(tx, [returnNotice(assignment, studentId, after!.redoRequested)]);
        return after!;
      });
      return handIn(assignment, student, row);
    },
  };
}

export type GradingService = ReturnType<typeof gradingService>;
