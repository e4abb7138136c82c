import {
  anoLabel,
  componenteLabel,
  etapaLabel,
  formatDateTime,
  formatDuration,
  type PrintVersion,
} from '@aula/contracts';
import { drawHtml, type ImageBytes } from './pdf-html';
import { pdfWriter, type PdfWriter } from './pdf-writer';
import { escapeHtml } from '../../lib/escape-html';

export interface PrintLesson {
  title: string;
  durationMinutes: number;
  objectives: string;
  materials: string;
  bnccCodes: string[];
  /** The text of each code, printed below it. */
  bnccTexts?: Record<string, string>;
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
  bnccTexts?: Record<string, string>;
}

export interface PrintAssignment {
  title: string;
  classroomName: string;
  /** The year of the lesson's book, when known: 1º–2º ano sheets use large type. */
  ano?: string | null;
  dueAt: Date | null;
  instructionsHtml: string;
  lesson: PrintLesson | null;
}

const STUDENT_HEADER = 'Folha do aluno';

/** "BNCC" and each code in bold with its text beside it. */
function bnccSkills(pdf: PdfWriter, codes: string[], texts: Record<string, string> = {}) {
  if (codes.length === 0) return;
  pdf.section('Habilidades da BNCC');
  for (const code of codes) {
    const text = texts[code];
    pdf.paragraph([
      { text: code, bold: true, italic: false },
      { text: text ? ` — ${text}` : '', bold: false, italic: false },
    ]);
  }
}

/** Children of Educação Infantil and 1º–2º ano read large type (14 pt or more). */
const YOUNG_ANOS = /^(ei-|ef-[12]$)/;
const YOUNG_CLASS_NAME = /infantil|\bpr[eé]\b|maternal|ber[çc][aá]rio|\b[12]\s*(º|°|o)?\s*ano\b/i;
const YOUNG_BODY_SIZE = 14;

function isYoungReader(ano: string | null | undefined, classroomName = '') {
  return (ano ? YOUNG_ANOS.test(ano) : false) || YOUNG_CLASS_NAME.test(classroomName);
}

/** A task that asks for a drawing gets a box to draw in, not ruled lines. */
const DRAWING_TASK = /\bdesenh(e|a|ar|o|os)\b|\bilustr(e|a|ar)\b|\bpinte\b/i;

/** "Objetivos" and "Materiais" are typed one per line: on paper they stay a bulleted list. */
function bulletList(text: string) {
  const items = text
    .split('\n')
    .map((line) => line.replace(/^\s*([-•*·]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function planFacts(plan: PrintPlan) {
  return [etapaLabel(plan.etapa), anoLabel(plan.ano), componenteLabel(plan.componente)]
    .filter(Boolean)
    .join(' · ');
}

function teacherLesson(pdf: PdfWriter, lesson: PrintLesson, images: ImageBytes) {
  pdf.title(lesson.title, 16);
  pdf.line(`Duração: ${formatDuration(lesson.durationMinutes)}`, { gray: true });
  bnccSkills(pdf, lesson.bnccCodes, lesson.bnccTexts);
  if (lesson.objectives.trim()) {
    pdf.section('Objetivos');
    drawHtml(pdf, bulletList(lesson.objectives), images);
  }
  if (lesson.materials.trim()) {
    pdf.section('Materiais');
    drawHtml(pdf, bulletList(lesson.materials), images);
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
  sheet: { title: string; classroomName?: string; dueAt?: Date | null; html: string[]; young?: boolean },
  images: ImageBytes,
) {
  pdf.line(STUDENT_HEADER, { gray: true, bold: true });
  pdf.title(sheet.title, sheet.young ? 20 : 16);
  pdf.blank('Nome:');
  pdf.blank('Data:', pdf.width / 2 - 8);
  pdf.blank(sheet.classroomName ? `Turma: ${sheet.classroomName}` : 'Turma:');
  if (sheet.dueAt) pdf.line(`Entregar até ${formatDateTime(sheet.dueAt)}`, { gray: true });
  pdf.rule();
  const size = sheet.young ? YOUNG_BODY_SIZE : undefined;
  for (const html of sheet.html) if (html.trim()) drawHtml(pdf, html, images, { size });
  const drawing = sheet.html.some((html) => DRAWING_TASK.test(html.replace(/<[^>]*>/g, ' ')));
  if (drawing) {
    pdf.section('Desenhe aqui');
    drawingBox(pdf);
  } else {
    pdf.section('Respostas');
    pdf.answerLines(sheet.young ? 6 : 10);
  }
}

/** An empty frame for the drawing: the rest of the page, at least a third of it (else a new page). */
function drawingBox(pdf: PdfWriter) {
  const { doc } = pdf;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const minimum = (doc.page.height - doc.page.margins.top - doc.page.margins.bottom) / 3;
  if (bottom - doc.y < minimum) pdf.newPage();
  const top = doc.y + 4;
  const height = doc.page.height - doc.page.margins.bottom - top - 4;
  doc
    .lineWidth(1.2)
    .roundedRect(doc.page.margins.left, top, pdf.width, height, 8)
    .strokeColor('#888888')
    .stroke();
  doc.lineWidth(1);
  doc.x = doc.page.margins.left;
  doc.y = top + height + 4;
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
      studentSheet(
        pdf,
        { title: lesson.title, html: [lesson.studentContentHtml], young: isYoungReader(plan.ano) },
        images,
      );
    });
    return pdf.finish();
  }
  pdf.title(plan.title, 22);
  const facts = planFacts(plan);
  if (facts) pdf.line(facts, { gray: true });
  bnccSkills(pdf, plan.bnccCodes, plan.bnccTexts);
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
    studentSheet(
      pdf,
      { title: lesson.title, html: [lesson.studentContentHtml], young: isYoungReader(plan.ano) },
      images,
    );
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
        young: isYoungReader(assignment.ano, assignment.classroomName),
      },
      images,
    );
    return pdf.finish();
  }
  pdf.title(assignment.title, 20);
  pdf.line(`Turma: ${assignment.classroomName}`, { gray: true });
  if (assignment.dueAt) pdf.line(`Prazo: ${formatDateTime(assignment.dueAt)}`, { gray: true });
  if (assignment.instructionsHtml.trim()) {
    pdf.section('Instruções para a turma');
    drawHtml(pdf, assignment.instructionsHtml, images);
  }
  // The lesson follows on the same page: a short activity is not three lines and a page break.
  if (assignment.lesson) {
    pdf.rule();
    teacherLesson(pdf, assignment.lesson, images);
  }
  return pdf.finish();
}

export interface PrintClassroomPlan {
  classroomName: string;
  teacherName: string;
  schoolYear: number;
  ano: string | null;
  componentes: string[];
  periods: {
    name: string;
    start: string;
    end: string;
    notes: string;
    skills: { code: string; text: string; taught: boolean }[];
    lessons: { title: string; planTitle: string }[];
  }[];
}

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** The annual plan a coordinator asks for: the class, for each period its skills (with text) and lessons. */
export function classroomPlanPdf(plan: PrintClassroomPlan): Promise<Buffer> {
  const title = `Planejamento anual — ${plan.classroomName}`;
  const pdf = pdfWriter(title);
  pdf.title(title, 20);
  pdf.line(`Professor(a): ${plan.teacherName}`);
  pdf.line(`Ano letivo: ${plan.schoolYear}`);
  const facts = [plan.ano, plan.componentes.join(', ')].filter(Boolean).join(' · ');
  if (facts) pdf.line(facts, { gray: true });
  for (const period of plan.periods) {
    pdf.rule();
    pdf.title(`${period.name} (${dayMonth(period.start)} a ${dayMonth(period.end)})`, 14);
    pdf.section(`Habilidades da BNCC (${period.skills.length})`);
    if (period.skills.length === 0) pdf.line('Nenhuma habilidade planejada.', { gray: true });
    for (const skill of period.skills) {
      pdf.paragraph([
        { text: skill.code, bold: true, italic: false },
        { text: ` — ${skill.text}`, bold: false, italic: false },
        { text: skill.taught ? ' (trabalhada)' : '', bold: false, italic: true },
      ]);
    }
    if (period.lessons.length > 0) {
      pdf.section(`Aulas (${period.lessons.length})`);
      for (const lesson of period.lessons) pdf.line(`• ${lesson.title} — ${lesson.planTitle}`);
    }
    if (period.notes.trim()) {
      pdf.section('Observações');
      pdf.line(period.notes);
    }
  }
  pdf.rule();
  pdf.line(
    'Habilidades: Base Nacional Comum Curricular (BNCC, 2018). Dados: bncc.dev (mantido pela Profy), licença CC BY 4.0.',
    { gray: true },
  );
  return pdf.finish();
}
