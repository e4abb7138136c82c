/** Plain text typed in a box, as the paragraphs the server's rich-text allow-list keeps. */
export function textToHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The other way, to edit what was written: paragraphs become blank lines and <br> line breaks. Other
 * markup (bold, lists) is reduced to its text, so callers send it back only when the text changed.
 */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  body
    .querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote, div')
    .forEach((block) => block.append('\n\n'));
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
