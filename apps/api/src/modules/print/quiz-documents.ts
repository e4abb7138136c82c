import { formatDateTime, optionLetter as letter, pointsLabel } from '@aula/contracts';
import type { PrintedQuestion } from '../assignments';
import { drawHtml, type ImageBytes } from './pdf-html';
import { pdfWriter, type PdfWriter } from './pdf-writer';

export interface PrintQuiz {
  title: string;
  classroomName: string;
  dueAt: Date | null;
  maxScore: number;
  questions: PrintedQuestion[];
  /** The class's students, by name: one answer sheet each (a blank one when the list is empty). */
  students: string[];
}

export type QuizPrintVersion = 'test' | 'answer_sheet' | 'answer_key';

const INSTRUCTIONS: Partial<Record<PrintedQuestion['type'], string>> = {
  single_choice: 'Marque uma alternativa.',
  multiple_choice: 'Marque todas as alternativas corretas.',
  true_false: 'Marque verdadeiro ou falso.',
  matching: 'Escreva, ao lado de cada número, a letra que combina com ele.',
  ordering: 'Escreva as letras na ordem correta.',
};

function questionHeader(pdf: PdfWriter, question: PrintedQuestion) {
  pdf.paragraph([
    { text: `Questão ${question.number}`, bold: true, italic: false },
    { text: ` (${pointsLabel(question.points)})`, bold: false, italic: false },
  ]);
}

/** The test as the students get it: statements, lettered options and room to answer. */
function drawTest(pdf: PdfWriter, quiz: PrintQuiz, images: ImageBytes) {
  pdf.title(quiz.title, 18);
  pdf.line(`Turma: ${quiz.classroomName} · Valor: ${pointsLabel(quiz.maxScore)}`, { gray: true });
  pdf.blank('Nome: ');
  pdf.blank('Data: ', pdf.width / 2);
  pdf.rule();
  for (const question of quiz.questions) {
    questionHeader(pdf, question);
    drawHtml(pdf, question.statementHtml, images);
    const instruction = INSTRUCTIONS[question.type];
    if (instruction) pdf.line(instruction, { gray: true });
    question.options?.forEach((text, i) =>
      pdf.paragraph([{ text, bold: false, italic: false }], { prefix: `${letter(i)})` }),
    );
    if (question.type === 'true_false') pdf.line('(   ) Verdadeiro        (   ) Falso');
    if (question.left && question.right) {
      question.left.forEach((text, i) =>
        pdf.paragraph([{ text: `${text}   (     )`, bold: false, italic: false }], { prefix: `${i + 1}.` }),
      );
      pdf.line('');
      question.right.forEach((text, i) =>
        pdf.paragraph([{ text, bold: false, italic: false }], { prefix: `${letter(i)})` }),
      );
    }
    if (question.items) {
      question.items.forEach((text, i) =>
        pdf.paragraph([{ text, bold: false, italic: false }], { prefix: `${letter(i)})` }),
      );
      pdf.blank('Ordem: ');
    }
    if (question.type === 'numeric' || question.type === 'short_text') pdf.blank('Resposta: ');
    if (question.type === 'essay') pdf.answerLines(6);
    pdf.rule();
  }
}

/** A row of lettered circles to fill in, after a label. */
function bubbles(pdf: PdfWriter, label: string, marks: string[]) {
  const { doc } = pdf;
  if (doc.y + 26 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y + 4;
  const left = doc.page.margins.left;
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor('black')
    .text(label, left, y + 3, { width: 60, lineBreak: false });
  marks.forEach((mark, i) => {
    const cx = left + 78 + i * (mark.length > 1 ? 36 : 26);
    doc
      .circle(cx, y + 8, 9)
      .lineWidth(0.8)
      .strokeColor('#444444')
      .stroke();
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#444444')
      .text(mark, cx - 9, y + 5, { width: 18, align: 'center', lineBreak: false });
  });
  doc.fillColor('black').font('regular').fontSize(10.5);
  doc.x = left;
  doc.y = y + 22;
}

/** One page per student: her name and, per question, circles to fill or a box to write in. */
function drawAnswerSheets(pdf: PdfWriter, quiz: PrintQuiz) {
  const names = quiz.students.length ? quiz.students : [null];
  names.forEach((name, page) => {
    if (page > 0) pdf.newPage();
    pdf.title(`Folha de respostas — ${quiz.title}`, 15);
    pdf.line(`Turma: ${quiz.classroomName}`, { gray: true });
    if (name) pdf.line(`Aluno(a): ${name}`, { bold: true });
    else pdf.blank('Aluno(a): ');
    pdf.line('Preencha o círculo da resposta. Use caneta.', { gray: true });
    pdf.rule();
    for (const question of quiz.questions) {
      const label = String(question.number);
      if (question.options)
        bubbles(
          pdf,
          label,
          question.options.map((_, i) => letter(i)),
        );
      else if (question.type === 'true_false') bubbles(pdf, label, ['V', 'F']);
      else if (question.left && question.right) {
        question.left.forEach((_, i) =>
          bubbles(
            pdf,
            `${label}.${i + 1}`,
            question.right!.map((__, j) => letter(j)),
          ),
        );
      } else if (question.items) pdf.blank(`${label}   Ordem: `);
      else if (question.type === 'essay') pdf.line(`${label}   Responda na folha da prova.`, { gray: true });
      else pdf.blank(`${label}   Resposta: `);
    }
  });
}

/** The teacher's key: each answer as the printed test words it, its points, skills and explanation. */
function drawKey(pdf: PdfWriter, quiz: PrintQuiz) {
  pdf.title(`Gabarito — ${quiz.title}`, 18);
  pdf.line(`Turma: ${quiz.classroomName} · Valor: ${pointsLabel(quiz.maxScore)}`, { gray: true });
  if (quiz.dueAt) pdf.line(`Prazo: ${formatDateTime(quiz.dueAt)}`, { gray: true });
  pdf.rule();
  for (const question of quiz.questions) {
    questionHeader(pdf, question);
    pdf.paragraph([
      { text: 'Resposta: ', bold: true, italic: false },
      { text: question.key, bold: false, italic: false },
    ]);
    if (question.skills.length) pdf.line(`Habilidades: ${question.skills.join(', ')}`, { gray: true });
    if (question.explanation) pdf.paragraph([{ text: question.explanation, bold: false, italic: true }]);
    pdf.doc.moveDown(0.6);
  }
}

export function quizPdf(quiz: PrintQuiz, version: QuizPrintVersion, images: ImageBytes): Promise<Buffer> {
  const headers: Record<QuizPrintVersion, string> = {
    test: quiz.title,
    answer_sheet: `Folha de respostas — ${quiz.title}`,
    answer_key: `Gabarito — ${quiz.title}`,
  };
  const pdf = pdfWriter(headers[version]);
  if (version === 'test') drawTest(pdf, quiz, images);
  if (version === 'answer_sheet') drawAnswerSheets(pdf, quiz);
  if (version === 'answer_key') drawKey(pdf, quiz);
  return pdf.finish();
}
