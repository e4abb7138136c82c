import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import type { PdfWriter } from './pdf-writer';

/** Image bytes by the `src` of an <img>, loaded before drawing (pdfkit draws synchronously). */
export type ImageBytes = Map<string, Buffer>;

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

const BLOCKS = new Set(['p', 'div', 'blockquote', 'pre', 'figure', 'figcaption', 'h2', 'h3', 'h4']);
/**
 * Headings inside a lesson's text sit under the document's own sections (11.5 pt bold): a part is
 * never smaller than its sub-parts, so they go down from there, each level a step smaller.
 */
const HEADING_SIZE: Record<string, number> = { h2: 11.5, h3: 11, h4: 10.5 };
const BODY_SIZE = 10.5;

const isElement = (node: ChildNode): node is Element => isTag(node);

/** Every <img src> in the HTML, to fetch before drawing. */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === 'img' && node.attribs.src) sources.push(node.attribs.src);
      walk(node.children);
    }
  };
  walk(parseDocument(html).children);
  return sources;
}

/** The space `PdfWriter.paragraph` leaves after a paragraph (its moveDown), in lines. */
const PARAGRAPH_GAP = 0.35;

/**
 * A poem's or a song's lines are content: each <br> starts a new line on paper. pdfkit loses a line
 * break inside text that continues in another style, so a paragraph is drawn line by line, without
 * the paragraph gap between its lines; the spaces around a break (the source's indentation) go.
 */
function linesOf(runs: Run[]): Run[][] {
  const lines: Run[][] = [[]];
  for (const run of runs) {
    const parts = run.text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines[lines.length - 1]!.push({ ...run, text: part });
    });
  }
  return lines
    .map((line) => {
      if (line.length === 0) return [{ text: ' ', bold: false, italic: false }];
      const last = line.length - 1;
      line[last] = { ...line[last]!, text: line[last]!.text.replace(/ +$/, '') };
      line[0] = { ...line[0]!, text: line[0]!.text.replace(/^ +/, '') };
      return line.filter((run) => run.text.length > 0);
    })
    .filter((line, index, all) => line.length > 0 || index < all.length - 1);
}

/**
 * Draws sanitised lesson HTML (the editor's allow-list) as PDF paragraphs, headings, lists, images
 * and simple tables. Anything the allow-list keeps but paper cannot show (a video) becomes its link.
 */
export function drawHtml(
  pdf: PdfWriter,
  html: string,
  images: ImageBytes,
  /** Body type size; a larger one (sheets for young children) scales the headings with it. */
  { size: bodySize = BODY_SIZE }: { size?: number } = {},
) {
  const grow = bodySize - BODY_SIZE;
  let runs: Run[] = [];
  let indent = 0;

  const flush = (options: { size?: number; bold?: boolean; prefix?: string } = {}) => {
    const text = runs.map((run) => run.text).join('');
    if (text.trim() || options.prefix) {
      const lines = linesOf(runs);
      lines.forEach((line, index) => {
        if (index > 0) pdf.doc.moveUp(PARAGRAPH_GAP);
        pdf.paragraph(
          line.map((run) => ({ ...run, bold: run.bold || options.bold === true })),
          {
            indent: index > 0 && options.prefix ? indent + 1 : indent,
            size: options.size ?? bodySize,
            prefix: index === 0 ? options.prefix : undefined,
          },
        );
      });
    }
    runs = [];
  };

  const inline = (nodes: ChildNode[], style: { bold: boolean; italic: boolean }) => {
    for (const node of nodes) {
      if (isText(node)) {
        const text = node.data.replace(/\s+/g, ' ');
        if (text) runs.push({ text, ...style });
      } else if (isElement(node)) {
        element(node, style);
      }
    }
  };

  const list = (node: Element, style: { bold: boolean; italic: boolean }) => {
    flush();
    const ordered = node.name === 'ol';
    let number = Number(node.attribs.start ?? 1) || 1;
    indent += 1;
    for (const item of node.children) {
      if (!isElement(item) || item.name !== 'li') continue;
      const prefix = ordered ? `${number++}.` : '•';
      const nested = item.children.filter((child) => isElement(child) && /^(ul|ol)$/.test(child.name));
      for (const child of item.children) {
        if (nested.includes(child)) continue;
        if (isElement(child) && child.name === 'p') inline(child.children, style);
        else inline([child], style);
      }
      flush({ prefix });
      for (const child of nested) list(child as Element, style);
    }
    indent -= 1;
  };

  const element = (node: Element, style: { bold: boolean; italic: boolean }) => {
    const name = node.name;
    if (name === 'br') runs.push({ text: '\n', ...style });
    else if (name === 'strong' || name === 'b') inline(node.children, { ...style, bold: true });
    else if (name === 'em' || name === 'i') inline(node.children, { ...style, italic: true });
    else if (name === 'ul' || name === 'ol') list(node, style);
    else if (name === 'img') {
      flush();
      const bytes = images.get(node.attribs.src ?? '');
      if (bytes) pdf.image(bytes);
      else if (node.attribs.alt)
        pdf.paragraph([{ text: `[Imagem: ${node.attribs.alt}]`, bold: false, italic: true }]);
    } else if (name === 'iframe') {
      flush();
      pdf.paragraph([{ text: `Vídeo: ${node.attribs.src ?? ''}`, bold: false, italic: true }]);
    } else if (name === 'hr') {
      flush();
      pdf.rule();
    } else if (name === 'table') {
      flush();
      table(node);
    } else if (name in HEADING_SIZE) {
      flush();
      inline(node.children, style);
      flush({ size: HEADING_SIZE[name]! + grow, bold: true });
    } else if (BLOCKS.has(name)) {
      flush();
      inline(node.children, style);
      flush();
    } else inline(node.children, style);
  };

  /** A table as one line per row, cells separated by a bar: readable, if not a grid. */
  const table = (node: Element) => {
    const rows: Element[] = [];
    const collect = (nodes: ChildNode[]) => {
      for (const child of nodes) {
        if (!isElement(child)) continue;
        if (child.name === 'tr') rows.push(child);
        else collect(child.children);
      }
    };
    collect(node.children);
    for (const row of rows) {
      const cells = row.children.filter(isElement);
      cells.forEach((cell, index) => {
        if (index > 0) runs.push({ text: '  |  ', bold: false, italic: false });
        inline(cell.children, { bold: cell.name === 'th', italic: false });
      });
      flush();
    }
  };

  inline(parseDocument(html).children, { bold: false, italic: false });
  flush();
}
