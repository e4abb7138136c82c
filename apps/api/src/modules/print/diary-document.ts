import { formatDay, formatMonthLong, plural } from '@aula/contracts';
import { pdfWriter } from './pdf-writer';

export interface PrintDiary {
  classroomName: string;
  teacherName: string;
  schoolYear: number;
  period: { name: string; start: string; end: string };
  /** Class days of the period so far, YYYY-MM-DD. */
  columns: string[];
  rows: {
    name: string;
    /** P, F, FJ, or empty (not in the class that day, or the day not recorded). */
    cells: string[];
    given: number;
    absences: number;
    justified: number;
    rate: number | null;
  }[];
  days: { date: string; aulas: number; content: string; skills: { code: string; text: string }[] }[];
}

const NAME_WIDTH = 150;
const TOTALS_WIDTH = 78;
const ROW_HEIGHT = 14;

/**
 * The diary of a period as schools print it: for each month a grid of students × class days with
 * P/F/FJ and the month's absences, the period's totals, then the record of each day and a place to sign.
 */
export function diaryPdf(diary: PrintDiary): Promise<Buffer> {
  const title = `Diário de classe — ${diary.classroomName} — ${diary.period.name}`;
  const pdf = pdfWriter(title);
  const { doc, width } = pdf;
  const left = doc.page.margins.left;
  pdf.title(title, 16);
  pdf.line(`Professor(a): ${diary.teacherName} · Ano letivo: ${diary.schoolYear}`);
  pdf.line(`${diary.period.name}: ${formatDay(diary.period.start)} a ${formatDay(diary.period.end)}`, {
    gray: true,
  });

  const months = [...new Set(diary.columns.map((d) => d.slice(0, 7)))];
  if (months.length === 0) pdf.line('Nenhum dia letivo registrado neste período.', { gray: true });
  for (const month of months) {
    const indexes = diary.columns.flatMap((d, i) => (d.startsWith(month) ? [i] : []));
    const cell = Math.min(18, (width - NAME_WIDTH - TOTALS_WIDTH) / indexes.length);
    pdf.section(formatMonthLong(month));
    const drawRow = (name: string, cells: string[], total: string, bold = false) => {
      if (doc.y + ROW_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(7.5)
        .fillColor('black');
      doc.text(name, left + 2, y + 3, {
        width: NAME_WIDTH - 4,
        height: ROW_HEIGHT,
        ellipsis: true,
        lineBreak: false,
      });
      cells.forEach((value, i) => {
        const x = left + NAME_WIDTH + i * cell;
        doc.rect(x, y, cell, ROW_HEIGHT).strokeColor('#999999').lineWidth(0.4).stroke();
        doc.fillColor(value === 'F' ? '#b00020' : 'black');
        doc.text(value, x, y + 3, { width: cell, align: 'center', lineBreak: false });
      });
      doc.fillColor('black').text(total, left + NAME_WIDTH + cells.length * cell + 4, y + 3, {
        width: TOTALS_WIDTH - 4,
        lineBreak: false,
      });
      doc
        .moveTo(left, y + ROW_HEIGHT)
        .lineTo(left + width, y + ROW_HEIGHT)
        .strokeColor('#dddddd')
        .stroke();
      doc.x = left;
      doc.y = y + ROW_HEIGHT;
    };
    drawRow(
      'Aluno',
      indexes.map((i) => diary.columns[i]!.slice(8, 10)),
      'Faltas no mês',
      true,
    );
    for (const row of diary.rows) {
      const cells = indexes.map((i) => row.cells[i] ?? '');
      const absent = cells.filter((c) => c === 'F' || c === 'FJ').length;
      drawRow(row.name, cells, String(absent));
    }
    doc.moveDown(0.6);
  }

  pdf.section('Totais do período (em aulas)');
  for (const row of diary.rows) {
    const rate = row.rate === null ? '—' : `${Math.round(row.rate * 100)}%`;
    const flag = row.rate !== null && row.rate < 0.75 ? ' — abaixo de 75%' : '';
    pdf.line(
      `${row.name}: ${plural(row.given, 'aula', 'aulas')}, ${plural(row.absences, 'falta', 'faltas')} ` +
        `(${plural(row.justified, 'justificada', 'justificadas')}), frequência ${rate}${flag}`,
    );
  }
  pdf.line('P: presente · F: falta · FJ: falta justificada (conta como falta na frequência).', {
    gray: true,
  });

  pdf.newPage();
  pdf.title('Registro de conteúdos', 14);
  if (diary.days.length === 0) pdf.line('Nenhum conteúdo registrado neste período.', { gray: true });
  for (const day of diary.days) {
    pdf.section(`${formatDay(day.date)} — ${plural(day.aulas, 'aula', 'aulas')}`);
    pdf.line(day.content.trim() || 'Sem conteúdo registrado.', { gray: !day.content.trim() });
    for (const skill of day.skills) {
      pdf.paragraph([
        { text: skill.code, bold: true, italic: false },
        { text: skill.text ? ` — ${skill.text}` : '', bold: false, italic: false },
      ]);
    }
  }
  doc.moveDown(3);
  pdf.blank('Assinatura do(a) professor(a): ', width * 0.75);
  pdf.blank('Data: ', width * 0.4);
  return pdf.finish();
}
