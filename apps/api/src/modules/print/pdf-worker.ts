// A PDF worker thread (see pdf-pool.ts): draws one document at a time, off the API's event loop.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { diaryPdf } from './diary-document';
import { conselhoPdf, reportCardsPdf } from './gradebook-documents';
import type { ImageBytes } from './pdf-html';
import type { PdfJob, PdfWorkerMessage } from './pdf-job';
import { flattenDeepHtml } from './pdf-safety';
import { quizPdf } from './quiz-documents';
import { assignmentPdf, classroomPlanPdf, lessonPdf, planPdf, type PrintLesson } from './print-documents';

// Buffers arrive as plain Uint8Arrays; pdfkit recognises only Buffers as image data.
const buffers = (images: ImageBytes): ImageBytes =>
  new Map(
    [...images].map(([src, bytes]) => [src, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
  );

const safeLesson = (lesson: PrintLesson): PrintLesson => ({
  ...lesson,
  contentHtml: flattenDeepHtml(lesson.contentHtml),
  studentContentHtml: flattenDeepHtml(lesson.studentContentHtml),
});

function draw(job: PdfJob): Promise<Buffer> {
  if (job.kind === 'classroomPlan') return classroomPlanPdf(job.plan);
  if (job.kind === 'diary') return diaryPdf(job.diary);
  if (job.kind === 'conselho') return conselhoPdf(job.sheet);
  if (job.kind === 'reportCards') return reportCardsPdf(job.book);
  const images = buffers(job.images);
  if (job.kind === 'plan') return planPdf(job.plan, job.lessons.map(safeLesson), job.version, images);
  if (job.kind === 'lesson') return lessonPdf(job.plan, safeLesson(job.lesson), job.version, images);
  if (job.kind === 'quiz') {
    const questions = job.quiz.questions.map((q) => ({
      ...q,
      statementHtml: flattenDeepHtml(q.statementHtml),
    }));
    return quizPdf({ ...job.quiz, questions }, job.version, images);
  }
  const { assignment } = job;
  return assignmentPdf(
    {
      ...assignment,
      instructionsHtml: flattenDeepHtml(assignment.instructionsHtml),
      lesson: assignment.lesson && safeLesson(assignment.lesson),
    },
    job.version,
    images,
  );
}

// On Linux each thread has its own nice value (setpriority on "this process" changes only the calling
// thread): drawing yields the CPU to the event loop. Elsewhere it would slow the whole API, so not there.
if (process.platform === 'linux') setPriority(10);

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs only as a worker thread.');
port.on('message', (job: PdfJob) => {
  Promise.resolve(job)
    .then(draw)
    .then(
      (bytes) => port.postMessage({ ok: true, bytes } satisfies PdfWorkerMessage),
      (error: unknown) => port.postMessage({ ok: false, message: String(error) } satisfies PdfWorkerMessage),
    );
});
port.postMessage({ ready: true } satisfies PdfWorkerMessage);
