import { Parser } from 'htmlparser2';
import { nestingDepth } from '../../lib/html-depth';

/**
 * pdfkit breaks a word wider than the line letter by letter, in time that grows with the square of
 * its length (a 16,000-letter word took seconds, 200,000 letters minutes). A zero-width space every
 * MAX_WORD characters gives it break opportunities; it draws nothing.
 */
const MAX_WORD = 30;
const LONG_WORD = new RegExp(`[^\\s\\u200B]{${MAX_WORD}}(?=[^\\s\\u200B])`, 'gu');

export function breakLongWords(text: string): string {
  return text.length <= MAX_WORD ? text : text.replace(LONG_WORD, '$&\u200B');
}

/**
 * How deep elements may sit when drawn. Saving refuses deeper content (sanitize-content.ts); this
 * keeps what was stored before that rule from running the drawing's recursion out of stack.
 */
const MAX_PRINT_DEPTH = 32;
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr', 'area', 'base', 'col', 'embed', 'input', 'source']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The HTML with elements below MAX_PRINT_DEPTH unwrapped (their text kept), without recursion. */
export function flattenDeepHtml(html: string): string {
  if (nestingDepth(html) <= MAX_PRINT_DEPTH) return html;
  let out = '';
  let depth = 0;
  const kept: boolean[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const keep = depth < MAX_PRINT_DEPTH;
      kept.push(keep);
      if (!keep) return;
      depth += 1;
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join('');
      out += `<${name}${attrs}>`;
    },
    ontext(text) {
      out += escapeText(text);
    },
    onclosetag(name) {
      if (!kept.pop()) return;
      depth -= 1;
      if (!VOID_ELEMENTS.has(name)) out += `</${name}>`;
    },
  });
  parser.end(html);
  return out;
}
