import { and, asc, eq, inArray, isNotNull, not } from 'drizzle-orm';
import type { QuizAnswer, QuizResults, SkillsGrid } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { skillTexts } from '../bncc';
import { assignmentAccess, type AssignmentRow } from './access';
import { archiveAttempt } from './attempts';
import { gradingPeriods } from './grading-periods';
import { markQuiz, ownOrderAnswers, ownView } from './quiz-marking';
import { loadQuiz, loadQuizzes, maxScoreOf } from './quiz-store';

const { assignments, submissions } = schema;

const rate = (part: number, whole: number) => Math.round((part / whole) * 1000) / 1000;

/** The teacher's side of quizzes: results, the class's skills grid, and answers typed from paper. */
export function teacherQuizService({ db }: { db: Database }) {
  const access = assignmentAccess(db);
  const periods = gradingPeriods(db);

  async function ownQuiz(teacher: UserRow, id: number): Promise<AssignmentRow> {
    const assignment = await access.ownAssignment(teacher, id);
    if (assignment.submissionType !== 'quiz') {
      throw ValidationFailure.field('non_field_errors', 'Esta atividade não é uma avaliação com questões.');
    }
    return assignment;
  }

  return {
    /** Per question, how many got it right and which answers were given; per student, the points. */
    async results(teacher: UserRow, id: number): Promise<QuizResults> {
      await ownQuiz(teacher, id);
      const quiz = await loadQuiz(db, id);
      const students = await access.targetedStudents(id);
      const rows = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.assignmentId, id), isNotNull(submissions.quizMarks)));
      const targeted = new Set(students.map((s) => s.id));
      const handedIn = rows.filter((r) => targeted.has(r.studentId));
      const max = maxScoreOf(quiz)!;
      return {
        questions: quiz.items.map((item) => {
          const counts = new Map<string, { value: QuizAnswer['value']; count: number }>();
          let right = 0;
          let marked = 0;
          for (const row of handedIn) {
            const value = row.quizAnswers?.find((a) => a.question === item.question)?.value ?? null;
            const key = JSON.stringify(value);
            counts.set(key, { value, count: (counts.get(key)?.count ?? 0) + 1 });
            const mark = row.quizMarks!.find((m) => m.question === item.question);
            if (mark && !mark.pending) {
              marked += 1;
              if (mark.correct) right += 1;
            }
          }
          return {
            question: item.question,
            correct_rate: marked ? rate(right, marked) : null,
            answers: [...counts.values()].sort((a, b) => b.count - a.count),
          };
        }),
        students: students.map((student) => {
          const row = handedIn.find((r) => r.studentId === student.id);
          return {
            student,
            score: row?.quizScore != null ? Number(row.quizScore) : null,
            max_score: max,
            pending: row?.quizMarks?.filter((m) => m.pending).length ?? 0,
          };
        }),
      };
    },

    /**
     * Students × the BNCC skills the class's quizzes asked: the points each student earned in the
     * questions of a skill over the points they were worth, across every quiz she handed in (an
     * essay counts once marked). A skill's average is the mean of the students' rates.
     */
    async skills(teacher: UserRow, classroomId: number): Promise<SkillsGrid> {
      await access.ownClassroom(teacher, classroomId);
      const students = await access.classroomStudents(classroomId);
      const quizRows = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(
          and(
            eq(assignments.classroomId, classroomId),
            eq(assignments.submissionType, 'quiz'),
            not(assignments.draft),
          ),
        )
        .orderBy(asc(assignments.id));
      const quizzes = await loadQuizzes(
        db,
        quizRows.map((q) => q.id),
      );
      const handIns = quizRows.length
        ? await db
            .select({
              assignmentId: submissions.assignmentId,
              studentId: submissions.studentId,
              marks: submissions.quizMarks,
            })
            .from(submissions)
            .where(
              and(
                inArray(
                  submissions.assignmentId,
                  quizRows.map((q) => q.id),
                ),
                isNotNull(submissions.quizMarks),
              ),
            )
        : [];
      // skill → student → [earned, possible] in hundredths; skill → quizzes that asked it.
      const tally = new Map<string, Map<number, [number, number]>>();
      const askedIn = new Map<string, Set<number>>();
      for (const [assignmentId, quiz] of quizzes) {
        for (const row of quiz.rows) {
          for (const code of row.skills)
            askedIn.set(code, (askedIn.get(code) ?? new Set()).add(assignmentId));
        }
      }
      for (const handIn of handIns) {
        const quiz = quizzes.get(handIn.assignmentId)!;
        for (const row of quiz.rows) {
          const mark = handIn.marks!.find((m) => m.question === row.questionId);
          if (!mark || mark.pending) continue;
          for (const code of row.skills) {
            const byStudent = tally.get(code) ?? new Map<number, [number, number]>();
            const [earned, possible] = byStudent.get(handIn.studentId) ?? [0, 0];
            byStudent.set(handIn.studentId, [
              earned + Math.round((mark.points ?? 0) * 100),
              possible + Math.round(Number(row.points) * 100),
            ]);
            tally.set(code, byStudent);
          }
        }
      }
      const codes = [...askedIn.keys()].sort((a, b) => a.localeCompare(b));
      const texts = await skillTexts(db, codes);
      const cell = (code: string, studentId: number) => {
        const entry = tally.get(code)?.get(studentId);
        if (!entry || entry[1] === 0) return null;
        return { earned: entry[0] / 100, possible: entry[1] / 100, rate: rate(entry[0], entry[1]) };
      };
      return {
        skills: codes.map((code) => {
          const rates = students.flatMap((s) => cell(code, s.id)?.rate ?? []);
          return {
            code,
            text: texts.get(code) ?? null,
            average: rates.length
              ? rate(
                  rates.reduce((a, b) => a + b, 0),
                  rates.length,
                )
              : null,
            quizzes: askedIn.get(code)!.size,
          };
        }),
        rows: students.map((student) => ({ student, cells: codes.map((code) => cell(code, student.id)) })),
      };
    },

    /**
     * A paper test's answers typed in by the teacher, in the quiz's own order, graded as in the app.
     * Typing them again replaces them; a hand-in made in the app is kept as an earlier attempt.
     */
    async paperAnswers(teacher: UserRow, id: number, studentId: number, answers: QuizAnswer[]) {
      const assignment = await ownQuiz(teacher, id);
      if (!(await access.targetedStudents(id)).some((s) => s.id === studentId)) {
        throw new ApiError(404, 'Este aluno não recebeu esta atividade.', 'not_found');
      }
      await periods.assertOpen((await access.classroomRow(assignment.classroomId)).schoolYear, assignment);
      const quiz = await loadQuiz(db, id);
      const own = ownOrderAnswers(ownView(quiz.items), answers);
      const marked = markQuiz(quiz.items, own);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.insert(submissions).values({ assignmentId: id, studentId }).onConflictDoNothing();
        const [current] = await tx
          .select()
          .from(submissions)
          .where(and(eq(submissions.assignmentId, id), eq(submissions.studentId, studentId)))
          .for('update');
        if (current!.submittedAt && !current!.quizPaper) await archiveAttempt(tx, current!, assignment.dueAt);
        await tx
          .update(submissions)
          .set({
            openedAt: current!.openedAt ?? now,
            submittedAt: current!.quizPaper ? current!.submittedAt : now,
            quizAnswers: own,
            quizMarks: marked.marks,
            quizScore: marked.score.toFixed(2),
            quizAttempts: Math.max(current!.quizAttempts, 1),
            quizStartedAt: null,
            quizDraft: null,
            quizPaper: true,
            grade: marked.grade === null ? null : marked.grade.toFixed(1),
            updatedAt: now,
          })
          .where(and(eq(submissions.assignmentId, id), eq(submissions.studentId, studentId)));
      });
    },
  };
}

export type TeacherQuizService = ReturnType<typeof teacherQuizService>;
