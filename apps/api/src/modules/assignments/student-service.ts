import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  QuizDraftInput,
  StudentAssignment,
  StudentAssignmentSummary,
  SubmitInput,
} from '@aula/contracts';
import { schema } from '@aula/db';
import { ApiError, notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { readableLessonCondition } from '../content';
import { assertFilesAllowed } from '../students';
import { visibleTo, type AssignmentServiceDeps } from './access';
import { gradeOf, submissionStatus } from './status';
import { checkOwnFiles, filesByStudent } from './submission-files';
import { attachmentsByAssignment, presentLinks } from './materials';
import { archiveAttempt, attemptsByStudent, handedInLate } from './attempts';
import { quoted, submissionUrl } from './notices';
import { notify } from '../notifications';
import { fullName } from '../../lib/name-order';
import { studentQuizService } from './quiz-student';

const {
  assignments,
  classrooms,
  submissions,
  submissionFiles,
  lessons,
  lessonAttachments,
  lessonPlans,
  storedFiles,
  users,
} = schema;

const handedIn = sql`(${submissions.submittedAt} is not null or ${submissions.returnedAt} is not null)`;

/** What a student does with activities: list, open, hand in, take back. */
export function studentAssignmentsService({ db, links, canReadPremium }: AssignmentServiceDeps) {
  const quizzes = studentQuizService({ db });
  const quizActivity = (row: Row) => ({
    assignment: row.assignment,
    archived: row.archived,
    schoolYear: row.schoolYear,
  });
  const rowsFor = (student: UserRow) =>
    db
      .select({
        assignment: assignments,
        classroomName: classrooms.name,
        archived: classrooms.archived,
        schoolYear: classrooms.schoolYear,
        teacherName: fullName(),
        teacher: users,
        submission: submissions,
      })
      .from(assignments)
      .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
      .innerJoin(users, eq(users.id, classrooms.teacherId))
      .leftJoin(
        submissions,
        and(eq(submissions.assignmentId, assignments.id), eq(submissions.studentId, student.id)),
      );
  type Row = Awaited<ReturnType<ReturnType<typeof rowsFor>['where']>>[number];

  const summary = ({ assignment: a, submission, classroomName }: Row): StudentAssignmentSummary => {
    const status = submissionStatus(submission, a.dueAt);
    return {
      id: a.id,
      classroom: { id: a.classroomId, name: classroomName },
      title: a.title,
      due_at: a.dueAt?.toISOString() ?? null,
      submission_type: a.submissionType,
      status,
      overdue: (status === 'assigned' || status === 'opened') && a.dueAt !== null && a.dueAt < new Date(),
      grade: submission?.returnedAt ? gradeOf(submission.grade) : null,
      time_limit_minutes: a.quiz?.time_limit_minutes ?? null,
    };
  };

  async function visible(student: UserRow, id: number): Promise<Row> {
    const [row] = await rowsFor(student).where(and(eq(assignments.id, id), visibleTo(student)));
    if (!row) throw notFound('Atividade não encontrada.');
    return row;
  }

  /**
   * The lesson's student material, as the class's teacher may read it today: a lesson of a plan
   * since unpublished, or a premium one once her subscription ended, is not handed on.
   */
  async function lessonFor(lessonId: number | null, teacher: UserRow): Promise<StudentAssignment['lesson']> {
    if (lessonId === null) return null;
    const [row] = await db
      .select({
        lesson: { id: lessons.id, title: lessons.title, student_content: lessons.studentContentHtml },
        premium: lessonPlans.premium,
      })
      .from(lessons)
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
      .where(and(eq(lessons.id, lessonId), readableLessonCondition(teacher.id)));
    if (!row || (row.premium && !(await canReadPremium(teacher)))) return null;
    const { lesson } = row;
    const attachments = await db
      .select({
        id: lessonAttachments.id,
        title: lessonAttachments.title,
        fileId: lessonAttachments.fileId,
        size: storedFiles.sizeBytes,
      })
      .from(lessonAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, lessonAttachments.fileId))
      .where(and(eq(lessonAttachments.lessonId, lessonId), eq(lessonAttachments.forStudents, true)))
      .orderBy(asc(lessonAttachments.position), asc(lessonAttachments.id));
    return {
      ...lesson,
      attachments: attachments.map((a) => ({
        id: a.id,
        title: a.title,
        url: links.urlFor({ id: a.fileId, isPublic: false }),
        size: a.size,
      })),
    };
  }

  async function detail(student: UserRow, id: number): Promise<StudentAssignment> {
    const row = await visible(student, id);
    const files = await filesByStudent(db, links, id, [student.id]);
    const materials = await attachmentsByAssignment(db, links, [id]);
    const attempts = await attemptsByStudent(db, links, id, [student.id]);
    const { assignment: a, submission } = row;
    const isQuiz = a.submissionType === 'quiz';
    const quiz = isQuiz ? await quizzes.present(quizActivity(row), submission, student.id) : null;
    // A quiz's earlier points follow the teacher's choice of when answers are shown.
    const hidePoints = isQuiz && !quizzes.attemptsShown(quizActivity(row), submission);
    const earlier = (attempts.get(student.id) ?? []).map((attempt) =>
      hidePoints ? { ...attempt, score: null, grade: null } : attempt,
    );
    return {
      ...summary(row),
      instructions: a.instructionsHtml,
      teacher_name: row.teacherName,
      lesson: await lessonFor(a.lessonId, row.teacher),
      text: submission?.answerText ?? '',
      files: files.get(student.id) ?? [],
      submitted_at: submission?.submittedAt?.toISOString() ?? null,
      returned_at: submission?.returnedAt?.toISOString() ?? null,
      // Feedback and grade are the teacher's to release: only once returned.
      feedback: submission?.returnedAt ? submission.feedback : '',
      attachments: materials.get(id) ?? [],
      links: presentLinks(a.links),
      archived: row.archived,
      late: handedInLate(submission?.submittedAt, a.dueAt),
      redo_requested: submission?.redoRequested ?? false,
      rubric: a.rubric ?? null,
      rubric_levels: submission?.returnedAt ? (submission.rubricLevels ?? null) : null,
      attempts: earlier,
      questions: quiz?.questions ?? [],
      quiz: quiz?.quiz ?? null,
    };
  }

  /** Returned work is final, unless the teacher asked to redo it. */
  const notReturned = (row: Row) => {
    if (row.archived) {
      throw new ApiError(
        409,
        'Esta turma foi arquivada: a atividade pode ser lida, mas não recebe mais entregas.',
        'classroom_archived',
      );
    }
    if (row.submission?.returnedAt && !row.submission.redoRequested) {
      throw new ApiError(409, 'Esta atividade já foi devolvida.', 'already_returned');
    }
  };

  async function quizRow(student: UserRow, id: number) {
    const row = await visible(student, id);
    if (row.assignment.submissionType !== 'quiz') {
      throw ValidationFailure.field('non_field_errors', 'Esta atividade não é uma avaliação com questões.');
    }
    if (row.archived) notReturned(row);
    return row;
  }

  /** A quiz is graded by the server as it arrives; the teacher hears of the first hand-in. */
  async function submitQuiz(student: UserRow, row: Row, input: SubmitInput) {
    if (input.answers === undefined) {
      throw ValidationFailure.field('answers', 'Envie as respostas da avaliação.');
    }
    if (row.archived) notReturned(row);
    const { first } = await quizzes.submit(quizActivity(row), student.id, input.answers);
    if (first) {
      await notify(db, [
        {
          userId: row.teacher.id,
          kind: 'submission',
          title: `${student.firstName} ${student.lastName} entregou ${quoted(row.assignment.title)}`.replace(
            /\s+/g,
            ' ',
          ),
          url: submissionUrl(row.assignment.id, student.id),
        },
      ]);
    }
    return detail(student, row.assignment.id);
  }

  return {
    async list(student: UserRow, status: 'todo' | 'done' | undefined, page: number, pageSize: number) {
      const where = and(
        visibleTo(student),
        status === 'todo' ? sql`not ${handedIn} and not ${classrooms.archived}` : undefined,
        status === 'done' ? handedIn : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(assignments)
        .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
        .leftJoin(
          submissions,
          and(eq(submissions.assignmentId, assignments.id), eq(submissions.studentId, student.id)),
        )
        .where(where);
      const order =
        status === 'done'
          ? [desc(sql`coalesce(${submissions.submittedAt}, ${submissions.returnedAt})`), desc(assignments.id)]
          : [sql`${assignments.dueAt} asc nulls last`, asc(assignments.id)];
      const rows = await rowsFor(student)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { count: total?.n ?? 0, results: rows.map(summary) };
    },

    /** The first read marks the activity opened. */
    async open(student: UserRow, id: number) {
      const row = await visible(student, id);
      await db
        .insert(submissions)
        .values({ assignmentId: id, studentId: student.id, openedAt: new Date() })
        .onConflictDoUpdate({
          target: [submissions.assignmentId, submissions.studentId],
          set: { openedAt: sql`coalesce(${submissions.openedAt}, now())` },
        });
      if (row.assignment.submissionType === 'quiz') {
        await quizzes.open(quizActivity(row), student.id);
        await quizzes.closeExpired(quizActivity(row), student.id);
      }
      return detail(student, id);
    },

    /** A photo or file is kept for a child only with her guardian's consent, where it is required. */
    filesAllowed: (student: UserRow) => assertFilesAllowed(db, student.id),

    async submit(student: UserRow, id: number, input: SubmitInput) {
      const row = await visible(student, id);
      if (row.assignment.submissionType === 'quiz') return submitQuiz(student, row, input);
      notReturned(row);
      const text = input.text ?? '';
      const files = [...new Set(input.files ?? [])];
      if (row.assignment.submissionType !== 'none' && !text && files.length === 0) {
        throw ValidationFailure.field('non_field_errors', 'Escreva a resposta ou envie um arquivo.');
      }
      if (files.length > 0) await assertFilesAllowed(db, student.id);
      await checkOwnFiles(db, student.id, files);
      const now = new Date();
      await db.transaction(async (tx) => {
        // Locked: two hand-ins at once after a "refaça" would keep the earlier one twice.
        const [current] = await tx
          .select()
          .from(submissions)
          .where(and(eq(submissions.assignmentId, id), eq(submissions.studentId, student.id)))
          .for('update');
        if (current?.returnedAt && !current.redoRequested) {
          throw new ApiError(409, 'Esta atividade já foi devolvida.', 'already_returned');
        }
        const redo = current?.redoRequested === true;
        if (redo) await archiveAttempt(tx, current, row.assignment.dueAt);
        await tx
          .insert(submissions)
          .values({
            assignmentId: id,
            studentId: student.id,
            openedAt: now,
            submittedAt: now,
            answerText: text,
          })
          .onConflictDoUpdate({
            target: [submissions.assignmentId, submissions.studentId],
            set: {
              openedAt: sql`coalesce(${submissions.openedAt}, now())`,
              submittedAt: now,
              answerText: text,
              updatedAt: now,
              // The new hand-in starts afresh; the one asked to redo is kept as an attempt.
              ...(redo
                ? { returnedAt: null, grade: null, feedback: '', rubricLevels: null, redoRequested: false }
                : {}),
            },
          });
        await tx
          .delete(submissionFiles)
          .where(and(eq(submissionFiles.assignmentId, id), eq(submissionFiles.studentId, student.id)));
        if (files.length > 0) {
          await tx.insert(submissionFiles).values(
            files.map((fileId, position) => ({
              assignmentId: id,
              studentId: student.id,
              fileId,
              position,
            })),
          );
        }
        if (!current?.submittedAt || redo) {
          await notify(tx, [
            {
              userId: row.teacher.id,
              kind: 'submission',
              title:
                `${student.firstName} ${student.lastName} entregou ${quoted(row.assignment.title)}`.replace(
                  /\s+/g,
                  ' ',
                ),
              url: submissionUrl(id, student.id),
            },
          ]);
        }
      });
      return detail(student, id);
    },

    /** Keeps a quiz's answers so far and the question she is on. */
    async saveQuizDraft(student: UserRow, id: number, input: QuizDraftInput) {
      const row = await quizRow(student, id);
      await quizzes.saveDraft(quizActivity(row), student.id, input);
    },

    /** Another attempt at a quiz, while attempts are left. */
    async retryQuiz(student: UserRow, id: number) {
      const row = await quizRow(student, id);
      await quizzes.retry(quizActivity(row), student.id);
      return detail(student, id);
    },

    /** Takes a hand-in back (to change it) until the teacher returns it; the answer stays as a draft. */
    async unsubmit(student: UserRow, id: number) {
      const row = await visible(student, id);
      if (row.assignment.submissionType === 'quiz') {
        throw new ApiError(
          409,
          'Uma avaliação entregue não volta a ser rascunho; se houver tentativas, comece outra.',
          'quiz_no_attempts',
        );
      }
      notReturned(row);
      await db
        .update(submissions)
        .set({ submittedAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(submissions.assignmentId, id),
            eq(submissions.studentId, student.id),
            isNull(submissions.returnedAt),
          ),
        );
      return detail(student, id);
    },
  };
}

export type StudentAssignmentsService = ReturnType<typeof studentAssignmentsService>;
