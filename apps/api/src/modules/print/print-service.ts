import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AssignmentPrintVersion, PrintVersion } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, forbidden, notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { assignmentAccess, printedQuiz, type AssignmentRow } from '../assignments';
import { skillTexts } from '../bncc';
import { calendarService, planService } from '../classrooms';
import { attendanceService, diaryService } from '../diary';
import { gradebookModule } from '../gradebook';
import {
  readableLessonCondition,
  type FilesService,
  lessonsOfPlan,
  type LessonListRow,
  findPlan,
  type PlanListRow,
  type PremiumAccess,
} from '../content';
import { imageSources, type ImageBytes } from './pdf-html';
import { printableImage } from './pdf-images';
import type { PdfJob } from './pdf-job';
import { PdfFailure, type PdfPool } from './pdf-pool';
import { flattenDeepHtml } from './pdf-safety';
import type { PrintLesson } from './print-documents';
import type { QuizPrintVersion } from './quiz-documents';

const { lessonPlans, lessons, lessonAttachments, classrooms } = schema;
const OWN_IMAGE = /^\/api\/content\/files\/([0-9a-f-]{36})$/;

export interface PrintedFile {
  name: string;
  bytes: Buffer;
}

/** File names people read in their downloads folder: "Plano - Título da aula.pdf". */
function printFileName(kind: string, title: string, version?: PrintVersion) {
  const cleaned = title
    .replace(/[\p{Cc}\\/:*?"<>|]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  const suffix = version === 'student' ? ' - Folha do aluno' : '';
  return `${kind} - ${cleaned || 'sem título'}${suffix}.pdf`;
}

/** The PDF drawn by a worker (pdf-pool.ts); one that cannot be drawn within the limits answers 422. */
async function render(pool: PdfPool, job: PdfJob): Promise<Buffer> {
  try {
    return await pool.render(job);
  } catch (error) {
    if (!(error instanceof PdfFailure)) throw error;
    if (error.reason === 'busy') {
      throw new ApiError(
        503,
        'Muitos PDFs estão sendo gerados agora. Tente de novo em alguns segundos.',
        'pdf_busy',
        { 'retry-after': '5' },
      );
    }
    throw new ApiError(
      422,
      'Não foi possível gerar o PDF: o conteúdo é grande ou complexo demais para imprimir. ' +
        'Divida-o em partes menores ou simplifique a formatação e tente de novo.',
      'pdf_failed',
    );
  }
}

/** PDFs of plans, lessons and activities, with the same access rules as their JSON routes. */
export function printService(deps: {
  db: Database;
  files: FilesService;
  canReadPremium: PremiumAccess;
  pool: PdfPool;
}) {
  const { db, files, canReadPremium, pool } = deps;
  const access = assignmentAccess(db);
  const classroomPlans = planService({ db });
  const calendars = calendarService({ db });
  const attendance = attendanceService({ db, calendars, diary: diaryService({ db, calendars }) });
  const gradebook = gradebookModule({ db });

  async function readablePlan(user: UserRow, id: number) {
    const plan = await findPlan(db, and(eq(lessonPlans.id, id), readableLessonCondition(user.id)));
    if (!plan) throw notFound('Livro não encontrado.');
    return plan;
  }

  async function refuseLocked(user: UserRow, plan: PlanListRow) {
    if (plan.premium && !(await canReadPremium(user))) {
      throw forbidden('Esta aula é exclusiva para assinantes.', 'premium_required');
    }
  }

  async function withAttachments(rows: LessonListRow[]): Promise<PrintLesson[]> {
    const ids = rows.map((row) => row.id);
    const attachments = ids.length
      ? await db
          .select()
          .from(lessonAttachments)
          .where(inArray(lessonAttachments.lessonId, ids))
          .orderBy(asc(lessonAttachments.position), asc(lessonAttachments.id))
      : [];
    const texts = Object.fromEntries(
      await skillTexts(
        db,
        rows.flatMap((row) => row.bnccCodes),
      ),
    );
    return rows.map((row) => ({
      ...row,
      bnccTexts: texts,
      attachments: attachments.filter((attachment) => attachment.lessonId === row.id),
    }));
  }

  async function imagesOf(htmls: string[]): Promise<ImageBytes> {
    const images: ImageBytes = new Map();
    // Flattened first: imageSources walks the tree recursively, and old content may nest thousands deep.
    const sources = new Set(htmls.map(flattenDeepHtml).flatMap(imageSources));
    for (const src of sources) {
      const id = OWN_IMAGE.exec(src)?.[1];
      const stored = id ? await files.publicImage(id) : null;
      // Only what sharp could decode within its pixel limit reaches the PDF.
      const bytes = stored && (await printableImage(stored));
      if (bytes) images.set(src, bytes);
    }
    return images;
  }
  /** A quiz prints as its test (the student's sheet), one answer sheet per student, or the key. */
  async function quizFile(assignment: AssignmentRow, version: AssignmentPrintVersion): Promise<PrintedFile> {
    const chosen: QuizPrintVersion =
      version === 'student' ? 'test' : version === 'teacher' ? 'answer_key' : version;
    const [classroom] = await db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.id, assignment.classroomId));
    const questions = await printedQuiz(db, assignment);
    const students = chosen === 'answer_sheet' ? await access.targetedStudents(assignment.id) : [];
    const images = chosen === 'test' ? await imagesOf(questions.map((q) => q.statementHtml)) : new Map();
    const bytes = await render(pool, {
      kind: 'quiz',
      quiz: {
        title: assignment.title,
        classroomName: classroom?.name ?? '',
        dueAt: assignment.dueAt,
        maxScore: questions.reduce((sum, q) => sum + Math.round(q.points * 100), 0) / 100,
        questions,
        students: students.map((s) => `${s.first_name} ${s.last_name}`.trim()),
      },
      version: chosen,
      images,
    });
    const kinds: Record<QuizPrintVersion, string> = {
      test: 'Prova',
      answer_sheet: 'Folha de respostas',
      answer_key: 'Gabarito',
    };
    return { name: printFileName(kinds[chosen], assignment.title), bytes };
  }

  const htmlOf = (lesson: PrintLesson | null) =>
    lesson ? [lesson.contentHtml, lesson.studentContentHtml] : [];

  return {
    async plan(user: UserRow, id: number, version: PrintVersion): Promise<PrintedFile> {
      const plan = await readablePlan(user, id);
      await refuseLocked(user, plan);
      const printed = await withAttachments(await lessonsOfPlan(db, id));
      const images = await imagesOf(printed.flatMap(htmlOf));
      const bnccTexts = Object.fromEntries(await skillTexts(db, plan.bnccCodes));
      return {
        name: printFileName('Plano', plan.title, version),
        bytes: await render(pool, {
          kind: 'plan',
          plan: { ...plan, bnccTexts },
          lessons: printed,
          version,
          images,
        }),
      };
    },

    async lesson(user: UserRow, id: number, version: PrintVersion): Promise<PrintedFile> {
      const [row] = await db
        .select({ planId: lessons.lessonPlanId })
        .from(lessons)
        .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
        .where(and(eq(lessons.id, id), readableLessonCondition(user.id)));
      if (!row) throw notFound('Aula não encontrada.');
      const plan = await readablePlan(user, row.planId);
      await refuseLocked(user, plan);
      const lesson = (await lessonsOfPlan(db, plan.id)).find((candidate) => candidate.id === id)!;
      const [printed] = await withAttachments([lesson]);
      const images = await imagesOf(htmlOf(printed!));
      return {
        name: printFileName('Aula', lesson.title, version),
        bytes: await render(pool, { kind: 'lesson', plan, lesson: printed!, version, images }),
      };
    },

    /** The annual plan of a class, by period, as its teacher's coordinator asks for it. */
    async classroomPlan(teacher: UserRow, id: number): Promise<PrintedFile> {
      const plan = await classroomPlans.document(teacher, id);
      return {
        name: printFileName('Planejamento', `${plan.classroomName} ${plan.schoolYear}`),
        bytes: await render(pool, { kind: 'classroomPlan', plan }),
      };
    },

    /** The diary of a period: attendance grid per month, totals and the record of each day. */
    async diary(teacher: UserRow, id: number, period?: number): Promise<PrintedFile> {
      const diary = await attendance.document(teacher, id, period);
      return {
        name: printFileName('Diário', `${diary.classroomName} ${diary.period.name}`),
        bytes: await render(pool, { kind: 'diary', diary }),
      };
    },

    async conselho(teacher: UserRow, id: number, period?: number): Promise<PrintedFile> {
      const sheet = await gradebook.reports.conselho(teacher, id, period);
      return {
        name: printFileName('Conselho de classe', `${sheet.classroomName} ${sheet.period.name}`),
        bytes: await render(pool, { kind: 'conselho', sheet }),
      };
    },

    async reportCards(teacher: UserRow, id: number, period?: number): Promise<PrintedFile> {
      const book = await gradebook.reports.reportCards(teacher, id, period);
      return {
        name: printFileName('Boletins', `${book.classroomName} ${book.schoolYear}`),
        bytes: await render(pool, { kind: 'reportCards', book }),
      };
    },

    async assignment(teacher: UserRow, id: number, version: AssignmentPrintVersion): Promise<PrintedFile> {
      const assignment = await access.ownAssignment(teacher, id);
      if (assignment.submissionType === 'quiz') return quizFile(assignment, version);
      if (version !== 'student' && version !== 'teacher') {
        throw ValidationFailure.field(
          'version',
          'Só uma avaliação com questões tem prova, folha de respostas e gabarito.',
        );
      }
      const [classroom] = await db
        .select({ name: classrooms.name, ano: classrooms.ano })
        .from(classrooms)
        .where(eq(classrooms.id, assignment.classroomId));
      let lesson: PrintLesson | null = null;
      // The class's own ano decides the sheet's type size; the book's ano stands in when it has none.
      let ano: string | null = classroom?.ano ?? null;
      if (assignment.lessonId !== null) {
        const [linked] = await db
          .select({ planId: lessons.lessonPlanId })
          .from(lessons)
          .where(eq(lessons.id, assignment.lessonId));
        const plan = linked
          ? await findPlan(db, and(eq(lessonPlans.id, linked.planId), readableLessonCondition(teacher.id)))
          : undefined;
        ano ??= plan?.ano ?? null;
        // The sheet carries the lesson's student material only when the teacher may read it.
        if (plan && (!plan.premium || (await canReadPremium(teacher)))) {
          const row = (await lessonsOfPlan(db, plan.id)).find(
            (candidate) => candidate.id === assignment.lessonId,
          );
          if (row) lesson = (await withAttachments([row]))[0] ?? null;
        }
      }
      const images = await imagesOf([assignment.instructionsHtml, ...htmlOf(lesson)]);
      const bytes = await render(pool, {
        kind: 'assignment',
        assignment: {
          title: assignment.title,
          classroomName: classroom?.name ?? '',
          dueAt: assignment.dueAt,
          instructionsHtml: assignment.instructionsHtml,
          lesson,
          ano,
        },
        version,
        images,
      });
      return { name: printFileName('Atividade', assignment.title, version), bytes };
    },
  };
}

export type PrintService = ReturnType<typeof printService>;
