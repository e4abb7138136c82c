import sanitizeHtml from 'sanitize-html';
import { VIDEO_EMBED_HOSTS } from '@aula/contracts';
import { nestingDepth } from '../../lib/html-depth';
import { ValidationFailure } from '../../lib/errors';

const OWN_IMAGE = /^\/api\/content\/files\/[0-9a-f-]{36}$/;

/**
 * The allow-list for lesson content: the formatting the editor produces, links, images, tables and
 * video players from YouTube/Vimeo only. Everything else (scripts, styles, event handlers,
 * javascript: URLs, foreign iframes) is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder'],
    div: ['data-youtube-video', 'data-video-embed'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
      };
    },
  },
  // Images only from our own uploads: the page's CSP (img-src 'self') would block any other anyway.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? '')),
};

/**
 * How deep lesson HTML may nest. The editor's deepest (a list in a list in a table cell) is far
 * from it; thousands of nested lists only exhaust whatever draws them (the PDF, the browser).
 */
const MAX_CONTENT_DEPTH = 32;

/** The HTML as stored; content nested deeper than MAX_CONTENT_DEPTH is refused on `field`. */
export function sanitizeLessonHtml(html: string, field = 'non_field_errors'): string {
  if (nestingDepth(html) > MAX_CONTENT_DEPTH) {
    throw ValidationFailure.field(
      field,
      `O conteúdo tem níveis demais de listas ou blocos um dentro do outro (o máximo é ${MAX_CONTENT_DEPTH}). Simplifique a formatação.`,
    );
  }
  return sanitizeHtml(html, options).trim();
}

/** Whether sanitised HTML shows anything: text, an image or a video (not only empty tags). */
export function showsContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') !== '';
}
