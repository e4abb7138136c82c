import { IMAGE_VARIANT_WIDTHS } from '@aula/contracts';
import { saveDataOn } from './save-data';
import { VIDEO_FRAME_ALLOW, videoFrameSrc } from './video-frame';

/** An image uploaded to Aula (the sanitiser keeps no other); its WebP copies answer at `?w=`. */
const OWN_IMAGE = /^\/api\/content\/files\/[0-9a-f-]{36}$/;
/** The reading column is at most ~800 px wide (lesson pages); on a phone, the screen's width. */
const IMAGE_SIZES = '(min-width: 900px) 800px, 100vw';

/** The button that stands for a video until it is tapped (see `playVideoPoster`). */
const VIDEO_POSTER_CLASS = 'video-poster';

function responsiveImage(image: HTMLImageElement, saveData: boolean) {
  const src = image.getAttribute('src') ?? '';
  if (OWN_IMAGE.test(src)) {
    // Saving data: only the smallest copy, whatever the screen; otherwise the browser picks.
    const widths = saveData ? IMAGE_VARIANT_WIDTHS.slice(0, 1) : IMAGE_VARIANT_WIDTHS;
    image.setAttribute('srcset', widths.map((width) => `${src}?w=${width} ${width}w`).join(', '));
    image.setAttribute('sizes', saveData ? `${IMAGE_VARIANT_WIDTHS[0]}px` : IMAGE_SIZES);
  }
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

/** A video player becomes a button: no player (~1 MB from YouTube) is loaded until someone taps it. */
function videoPoster(frame: HTMLIFrameElement) {
  const src = frame.getAttribute('src') ?? '';
  const title = frame.getAttribute('title') || 'Vídeo';
  const host = new URL(src).hostname.includes('vimeo') ? 'Vimeo' : 'YouTube';
  const poster = frame.ownerDocument.createElement('button');
  poster.type = 'button';
  poster.className = VIDEO_POSTER_CLASS;
  poster.dataset.videoSrc = src;
  poster.dataset.videoTitle = title;
  poster.textContent = `▶ Assistir ao vídeo (${host})`;
  poster.setAttribute('aria-label', `Assistir ao vídeo (${host}): ${title}`);
  frame.replaceWith(poster);
}

/**
 * Lesson HTML (sanitised by the server) as it is shown: Aula's images with `srcset` of their WebP
 * copies, lazy and decoded off the main thread; videos as a poster that loads the player when tapped.
 */
export function presentLessonHtml(html: string, saveData = saveDataOn()): string {
  if (!/<(img|iframe)\b/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('img').forEach((image) => responsiveImage(image, saveData));
  template.content.querySelectorAll('iframe[src^="https://"]').forEach((frame) => {
    videoPoster(frame as HTMLIFrameElement);
  });
  return template.innerHTML;
}

/** The click handler of lesson HTML: a tapped video poster becomes its player, which takes the focus. */
export function playVideoPoster(event: { target: EventTarget | null }, saveData = saveDataOn()) {
  const poster = (event.target as Element | null)?.closest?.(`button.${VIDEO_POSTER_CLASS}`);
  if (!(poster instanceof HTMLButtonElement) || !poster.dataset.videoSrc) return;
  const frame = poster.ownerDocument.createElement('iframe');
  frame.src = videoFrameSrc(poster.dataset.videoSrc, saveData);
  frame.title = poster.dataset.videoTitle ?? 'Vídeo';
  frame.allow = VIDEO_FRAME_ALLOW;
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  poster.replaceWith(frame);
  frame.focus();
}
