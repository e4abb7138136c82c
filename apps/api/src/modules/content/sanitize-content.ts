import sanitizeHtml from 'sanitize-html';
import { VIDEO_EMBED_HOSTS } from '@aula/contracts';

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

export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether sanitised HTML shows anything: text, an image or a video (not only empty tags). */
export function showsContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') !== '';
}
