import type { PrintVersion } from '@aula/contracts';
import type { ImageBytes } from './pdf-html';
import type { PrintDiary } from './diary-document';
import type { PrintConselho, PrintReportCards } from './gradebook-documents';
import type { PrintQuiz, QuizPrintVersion } from './quiz-documents';
import type { PrintAssignment, PrintClassroomPlan, PrintLesson, PrintPlan } from './print-documents';

/** One document for a PDF worker: which function of print-documents.ts draws it, with what. */
export type PdfJob =
  | { kind: 'plan'; plan: PrintPlan; lessons: PrintLesson[]; version: PrintVersion; images: ImageBytes }
  | { kind: 'lesson'; plan: PrintPlan; lesson: PrintLesson; version: PrintVersion; images: ImageBytes }
  | { kind: 'assignment'; assignment: PrintAssignment; version: PrintVersion; images: ImageBytes }
  | { kind: 'classroomPlan'; plan: PrintClassroomPlan }
  | { kind: 'diary'; diary: PrintDiary }
  | { kind: 'conselho'; sheet: PrintConselho }
  | { kind: 'reportCards'; book: PrintReportCards }
  | { kind: 'quiz'; quiz: PrintQuiz; version: QuizPrintVersion; images: ImageBytes };

/** A worker's messages: ready for documents once started; then, per document, its bytes or why not. */
export type PdfWorkerMessage =
  { ready: true } | { ok: true; bytes: Uint8Array } | { ok: false; message: string };
