import {
  anoLabel,
  componenteLabel,
  etapaLabel,
  formatDate,
  formatDuration,
  type PrintVersion,
} from '@aula/contracts';
import { drawHtml, type ImageBytes } from './pdf-html';
import { pdfWriter, type PdfWriter } from './pdf-writer';

export interface PrintLesson {
  title: string;
  durationMinutes: number;
  objectives: string;
  materials: string;
  bnccCodes: string[];
  contentHtml: string;
  studentContentHtml: string;
  attachments: { title: string; forStudents: boolean }[];
}

export interface PrintPlan {
  title: string;
  description: string;
  etapa: string | null;
  ano: string | null;
  componente: string | null;
  bnccCodes: string[];
}

export interface PrintAssignment {
  title: string;
  classroomName: string;
  dueAt: Date | null;
  instructionsHtml: string;
  lesson: PrintLesson | null;
}

const STUDENT_HEADER = 'Folha do aluno';

function planFacts(plan: PrintPlan) {
  return [etapaLabel(plan.etapa), anoLabel(plan.ano), componenteLabel(plan.componente)]
    .filter(Boolean)
    .join(' · ');
}

function teacherLesson(pdf: PdfWriter, lesson: PrintLesson, images: ImageBytes) {
  pdf.title(lesson.title, 16);
  pdf.line(`Duração: ${formatDuration(lesson.durationMinutes)}`, { gray: true });
  if (lesson.bnccCodes.length > 0) pdf.line(`BNCC: ${lesson.bnccCodes.join(', ')}`, { gray: true });
  if (lesson.objectives.trim()) {
    pdf.section('Objetivos');
    pdf.line(lesson.objectives);
  }
  if (lesson.materials.trim()) {
    pdf.section('Materiais');
    pdf.line(lesson.materials);
  }
  if (lesson.contentHtml.trim()) {
    pdf.section('Desenvolvimento da aula');
    drawHtml(pdf, lesson.contentHtml, images);
  }
  if (lesson.studentContentHtml.trim()) {
    pdf.section('Material do aluno');
    drawHtml(pdf, lesson.studentContentHtml, images);
  }
  if (lesson.attachments.length > 0) {
    pdf.section('Anexos');
    for (const attachment of lesson.attachments) {
      pdf.line(`• ${attachment.title}${attachment.forStudents ? ' (para os alunos)' : ''}`);
    }
  }
  pdf.section('Anotações');
  pdf.answerLines(4);
}

/** The sheet a pupil gets on paper: who and when, what to read or do, and room to answer. */
function studentSheet(
  pdf: PdfWriter,
  sheet: { title: string; classroomName?: string; dueAt?: Date | null; html: string[] },
  images: ImageBytes,
) {
  pdf.line(STUDENT_HEADER, { gray: true, bold: true });
  pdf.title(sheet.title, 16);
  pdf.blank('Nome:');
  pdf.blank('Data:', pdf.width / 2 - 8);
  pdf.blank(sheet.classroomName ? `Turma: ${sheet.classroomName}` : 'Turma:');
  if (sheet.dueAt) pdf.line(`Entregar até ${formatDate(sheet.dueAt)}`, { gray: true });
  pdf.rule();
  for (const html of sheet.html) if (html.trim()) drawHtml(pdf, html, images);
  pdf.section('Respostas');
  pdf.answerLines(10);
}

export function planPdf(
  plan: PrintPlan,
  lessons: PrintLesson[],
  version: PrintVersion,
  images: ImageBytes,
): Promise<Buffer> {
  const pdf = pdfWriter(plan.title);
  if (version === 'student') {
    const sheets = lessons.filter((lesson) => lesson.studentContentHtml.trim());
    if (sheets.length === 0) {
      pdf.title(plan.title);
      pdf.line('Este livro ainda não tem material do aluno.');
    }
    sheets.forEach((lesson, index) => {
      if (index > 0) pdf.newPage();
      studentSheet(pdf, { title: lesson.title, html: [lesson.studentContentHtml] }, images);
    });
    return pdf.finish();
  }
  pdf.title(plan.title, 22);
  const facts = planFacts(plan);
  if (facts) pdf.line(facts, { gray: true });
  if (plan.bnccCodes.length > 0) pdf.line(`BNCC: ${plan.bnccCodes.join(', ')}`, { gray: true });
  if (plan.description.trim()) {
    pdf.section('Sobre o livro');
    pdf.line(plan.description);
  }
  pdf.section(`Aulas (${lessons.length})`);
  lessons.forEach((lesson, index) =>
    pdf.line(`${index + 1}. ${lesson.title} — ${formatDuration(lesson.durationMinutes)}`),
  );
  for (const lesson of lessons) {
    pdf.newPage();
    teacherLesson(pdf, lesson, images);
  }
  return pdf.finish();
}

export function lessonPdf(
  plan: PrintPlan,
  lesson: PrintLesson,
  version: PrintVersion,
  images: ImageBytes,
): Promise<Buffer> {
  const pdf = pdfWriter(plan.title);
  if (version === 'student') {
    studentSheet(pdf, { title: lesson.title, html: [lesson.studentContentHtml] }, images);
  } else {
    const facts = planFacts(plan);
    if (facts) pdf.line(facts, { gray: true });
    teacherLesson(pdf, lesson, images);
  }
  return pdf.finish();
}

export function assignmentPdf(
  assignment: PrintAssignment,
  version: PrintVersion,
  images: ImageBytes,
): Promise<Buffer> {
  const pdf = pdfWriter(assignment.title);
  if (version === 'student') {
    studentSheet(
      pdf,
      {
        title: assignment.title,
        classroomName: assignment.classroomName,
        dueAt: assignment.dueAt,
        html: [assignment.instructionsHtml, assignment.lesson?.studentContentHtml ?? ''],
      },
      images,
    );
    return pdf.finish();
  }
  pdf.title(assignment.title, 20);
  pdf.line(`Turma: ${assignment.classroomName}`, { gray: true });
  if (assignment.dueAt) pdf.line(`Prazo: ${formatDate(assignment.dueAt)}`, { gray: true });
  if (assignment.instructionsHtml.trim()) {
    pdf.section('Instruções para a turma');
    drawHtml(pdf, assignment.instructionsHtml, images);
  }
  if (assignment.lesson) {
    pdf.newPage();
    teacherLesson(pdf, assignment.lesson, images);
  }
  return pdf.finish();
}
