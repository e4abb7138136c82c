import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { breakLongWords } from './pdf-safety';

const require = createRequire(import.meta.url);
// Roboto from npm covers Portuguese (and all Latin); pdfkit embeds the subset actually used.
const FONTS = {
  regular: require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf'),
  italic: require.resolve('@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf'),
  boldItalic: require.resolve('@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf'),
};

const MARGIN = 56;
const BODY_SIZE = 10.5;
const GRAY = '#555555';

export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

/**
 * An A4 document with the title in every page's header and "Página n de N" in its footer, over
 * pdfkit. Callers draw top to bottom; `finish` numbers the pages and returns the bytes.
 */
export function pdfWriter(header: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + 14, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: header, Creator: 'Aula' },
    lang: 'pt-BR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Every text drawn gets break opportunities inside very long words (see pdf-safety.ts).
  const text = doc.text.bind(doc) as (value: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((value: string, ...rest: unknown[]) =>
    text(breakLongWords(String(value)), ...rest)) as typeof doc.text;
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  doc.font('regular').fontSize(BODY_SIZE);
  const width = doc.page.width - MARGIN * 2;
  const fontOf = (run: { bold: boolean; italic: boolean }) =>
    run.bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : 'regular';

  /** Starts a new page when less than `height` is left on this one. */
  const keep = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };

  const writer = {
    doc,
    width,

    title(text: string, size = 18) {
      keep(size * 3);
      doc.font('bold').fontSize(size).fillColor('black').text(text, MARGIN, doc.y, { width });
      doc.moveDown(0.4);
      doc.font('regular').fontSize(BODY_SIZE);
    },

    /** A small bold label, then its text on the following lines. */
    section(label: string) {
      keep(40);
      doc.moveDown(0.5);
      doc.font('bold').fontSize(11.5).fillColor('black').text(label, MARGIN, doc.y, { width });
      doc.moveDown(0.2);
      doc.font('regular').fontSize(BODY_SIZE);
    },

    line(text: string, options: { gray?: boolean; bold?: boolean } = {}) {
      doc
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(BODY_SIZE)
        .fillColor(options.gray ? GRAY : 'black')
        .text(text, MARGIN, doc.y, { width });
      doc.fillColor('black').font('regular');
    },

    paragraph(runs: TextRun[], options: { indent?: number; size?: number; prefix?: string } = {}) {
      const size = options.size ?? BODY_SIZE;
      const left = MARGIN + (options.indent ?? 0) * 16;
      const textLeft = options.prefix ? left + 14 : left;
      keep(size * 2);
      if (options.prefix) {
        doc.font('regular').fontSize(size).text(options.prefix, left, doc.y, { lineBreak: false });
      }
      const cleaned = runs.filter((run) => run.text.length > 0);
      if (cleaned.length > 0) cleaned[0] = { ...cleaned[0]!, text: cleaned[0]!.text.trimStart() };
      cleaned.forEach((run, index) => {
        const options = { width: MARGIN + width - textLeft, continued: index < cleaned.length - 1 };
        doc.font(fontOf(run)).fontSize(size);
        // Only the first run is placed; the rest continue the line (pdfkit reads an absent x as options).
        if (index === 0) doc.text(run.text, textLeft, doc.y, options);
        else doc.text(run.text, options);
      });
      doc.font('regular').fontSize(BODY_SIZE);
      doc.moveDown(0.35);
    },

    image(bytes: Buffer) {
      try {
        // Missing from @types/pdfkit; opening first gives the size to scale and to keep on one page.
        const image = (
          doc as unknown as { openImage(src: Buffer): { width: number; height: number } }
        ).openImage(bytes);
        const scale = Math.min(1, width / image.width, 320 / image.height);
        keep(image.height * scale + 8);
        doc.image(image as unknown as Buffer, MARGIN, doc.y, { width: image.width * scale });
        doc.moveDown(0.5);
      } catch {
        // An image pdfkit cannot read (e.g. WebP) is left out rather than failing the whole document.
      }
    },

    rule() {
      keep(12);
      doc
        .moveTo(MARGIN, doc.y + 4)
        .lineTo(MARGIN + width, doc.y + 4)
        .strokeColor('#bbbbbb')
        .stroke();
      doc.moveDown(0.6);
    },

    /** A label with a line to write on ("Nome: ________"). */
    blank(label: string, lineWidth = width) {
      keep(28);
      const y = doc.y + 12;
      doc
        .font('regular')
        .fontSize(BODY_SIZE)
        .text(label, MARGIN, y - 10, { lineBreak: false });
      const start = MARGIN + doc.widthOfString(label) + 6;
      doc
        .moveTo(start, y + 2)
        .lineTo(MARGIN + lineWidth, y + 2)
        .strokeColor('#888888')
        .stroke();
      doc.x = MARGIN;
      doc.y = y + 10;
    },

    /** Ruled lines for the answer. */
    answerLines(count: number) {
      for (let i = 0; i < count; i++) {
        keep(24);
        const y = doc.y + 20;
        doc
          .moveTo(MARGIN, y)
          .lineTo(MARGIN + width, y)
          .strokeColor('#bbbbbb')
          .stroke();
        doc.y = y + 2;
      }
      doc.x = MARGIN;
      doc.moveDown(0.5);
    },

    newPage() {
      doc.addPage();
    },

    async finish(): Promise<Buffer> {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        const { bottom } = doc.page.margins;
        // Header and footer sit in the margins, where pdfkit would otherwise break to a new page.
        doc.page.margins.bottom = 0;
        doc
          .font('regular')
          .fontSize(8.5)
          .fillColor(GRAY)
          .text(header, MARGIN, 28, { width, lineBreak: false, ellipsis: true });
        doc.text(`Página ${i + 1} de ${range.count}`, MARGIN, doc.page.height - 36, {
          width,
          align: 'right',
          lineBreak: false,
        });
        doc.page.margins.bottom = bottom;
      }
      doc.end();
      return done;
    },
  };
  return writer;
}

export type PdfWriter = ReturnType<typeof pdfWriter>;
