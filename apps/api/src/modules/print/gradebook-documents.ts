import { formatDay, plural } from '@aula/contracts';
import { pdfWriter } from './pdf-writer';

type Scheme = 'numeric' | 'concept' | 'descriptive';

export interface PrintConselho {
  classroomName: string;
  teacherName: string;
  schoolYear: number;
  period: { name: string; start: string; end: string; closed: boolean };
  scheme: Scheme;
  passing: string;
  /** Titles of the activities that count. */
  columns: string[];
  rows: {
    name: string;
    grades: string[];
    final: string;
    concept: string | null;
    rate: string;
    absences: number;
    belowPassing: boolean;
    belowAttendance: boolean;
    missing: number;
  }[];
}

export interface PrintReportCards {
  classroomName: string;
  teacherName: string;
  schoolYear: number;
  scheme: Scheme;
  cards: {
    name: string;
    periods: {
      name: string;
      final: string;
      concept: string | null;
      parecer: string | null;
      absences: number;
      rate: string;
    }[];
  }[];
}

const NAME_WIDTH = 140;
const ROW_HEIGHT = 16;

/** The sheet the conselho de classe meets with: each student's grades, final, frequência and flags. */
export function conselhoPdf(sheet: PrintConselho): Promise<Buffer> {
  const title = `Conselho de classe — ${sheet.classroomName} — ${sheet.period.name}`;
  const pdf = pdfWriter(title);
  const { doc, width } = pdf;
  const left = doc.page.margins.left;
  pdf.title(title, 16);
  pdf.line(`Professor(a): ${sheet.teacherName} · Ano letivo: ${sheet.schoolYear}`);
  pdf.line(
    `${sheet.period.name}: ${formatDay(sheet.period.start)} a ${formatDay(sheet.period.end)}` +
      (sheet.period.closed ? ' · fechado' : ' · ainda aberto: as notas podem mudar'),
    { gray: true },
  );
  if (sheet.scheme !== 'descriptive') pdf.line(`Média para aprovação: ${sheet.passing}`, { gray: true });

  const tail = ['Final', 'Conceito', 'Faltas', 'Freq.', 'Alertas'];
  // The alerts column takes what the grades leave (at least 110 pt): its words are the point of the sheet.
  const tailWidths = [40, 48, 36, 36, 110];
  const fixed = tailWidths.reduce((a, b) => a + b, 0);
  const cell = sheet.columns.length ? Math.min(36, (width - NAME_WIDTH - fixed) / sheet.columns.length) : 0;
  tailWidths[tailWidths.length - 1]! += width - NAME_WIDTH - fixed - cell * sheet.columns.length;
  const drawRow = (name: string, grades: string[], rest: string[], bold = false, alert = false) => {
    if (doc.y + ROW_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(7.5)
      .fillColor('black');
    doc.text(name, left + 2, y + 4, {
      width: NAME_WIDTH - 4,
      height: ROW_HEIGHT,
      ellipsis: true,
      lineBreak: false,
    });
    grades.forEach((value, i) => {
      doc.text(value, left + NAME_WIDTH + i * cell, y + 4, {
        width: cell,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
        height: ROW_HEIGHT,
      });
    });
    let x = left + NAME_WIDTH + grades.length * cell;
    rest.forEach((value, i) => {
      doc.fillColor(alert && i === rest.length - 1 ? '#b00020' : 'black');
      doc.text(value, x + 2, y + 4, {
        width: tailWidths[i]! - 4,
        lineBreak: false,
        ellipsis: true,
        height: ROW_HEIGHT,
      });
      x += tailWidths[i]!;
    });
    doc
      .moveTo(left, y + ROW_HEIGHT)
      .lineTo(left + width, y + ROW_HEIGHT)
      .strokeColor('#dddddd')
      .lineWidth(0.4)
      .stroke();
    doc.fillColor('black');
    doc.x = left;
    doc.y = y + ROW_HEIGHT;
  };
  pdf.section('Alunos');
  drawRow(
    'Aluno',
    sheet.columns.map((_, i) => `A${i + 1}`),
    tail,
    true,
  );
  for (const row of sheet.rows) {
    const alerts = [
      row.belowPassing ? 'abaixo da média' : '',
      row.belowAttendance ? 'frequência < 75%' : '',
      row.missing > 0 ? plural(row.missing, 'nota faltando', 'notas faltando') : '',
    ].filter(Boolean);
    drawRow(
      row.name,
      row.grades,
      [row.final || '—', row.concept ?? '—', String(row.absences), row.rate || '—', alerts.join('; ')],
      false,
      alerts.length > 0,
    );
  }
  if (sheet.rows.length === 0) pdf.line('Nenhum aluno nesta turma.', { gray: true });
  if (sheet.columns.length > 0) {
    pdf.section('Atividades');
    sheet.columns.forEach((column, i) => pdf.line(`A${i + 1}: ${column}`));
  }
  doc.moveDown(2);
  pdf.blank('Observações do conselho: ', width);
  pdf.blank('', width);
  pdf.blank('Assinatura do(a) professor(a): ', width * 0.75);
  return pdf.finish();
}

/** One boletim per student on its own page: each closed period's final, frequência and parecer. */
export function reportCardsPdf(book: PrintReportCards): Promise<Buffer> {
  const title = `Boletins — ${book.classroomName} — ${book.schoolYear}`;
  const pdf = pdfWriter(title);
  const { width } = pdf;
  book.cards.forEach((card, i) => {
    if (i > 0) pdf.newPage();
    pdf.title(`Boletim — ${card.name}`, 16);
    pdf.line(`Turma: ${book.classroomName} · Ano letivo: ${book.schoolYear}`);
    pdf.line(`Professor(a): ${book.teacherName}`, { gray: true });
    for (const period of card.periods) {
      pdf.section(period.name);
      if (book.scheme === 'numeric') pdf.line(`Média final: ${period.final || '—'}`, { bold: true });
      if (book.scheme === 'concept') {
        pdf.line(`Conceito: ${period.concept ?? '—'}${period.final ? ` (média ${period.final})` : ''}`, {
          bold: true,
        });
      }
      pdf.line(`Faltas: ${period.absences} · Frequência: ${period.rate || '—'}`);
      if (period.parecer) pdf.paragraph([{ text: period.parecer, bold: false, italic: false }]);
      else if (book.scheme === 'descriptive') pdf.line('Parecer não escrito.', { gray: true });
    }
    pdf.doc.moveDown(2);
    pdf.blank('Assinatura do(a) professor(a): ', width * 0.75);
    pdf.blank('Assinatura do(a) responsável: ', width * 0.75);
  });
  return pdf.finish();
}
