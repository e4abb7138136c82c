import { describe, expect, it, vi } from 'vitest';
import { playVideoPoster, presentLessonHtml } from './lesson-html';
import { saveDataOn } from './save-data';

const image = '/api/content/files/0b7c5a8e-4f7e-4c1e-9a55-2f7d7a0f1c3e';
const html = `<p>Veja:</p><img src="${image}" alt="Quadro" width="1200" height="800"><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/abc123?rel=0" title="Frações"></iframe></div>`;

function parsed(markup: string) {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('lesson HTML as shown', () => {
  it("gives Aula's images the srcset of their WebP copies, lazy, keeping their size and text", () => {
    const img = parsed(presentLessonHtml(html, false)).querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      `${image}?w=480 480w, ${image}?w=960 960w, ${image}?w=1600 1600w`,
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 900px) 800px, 100vw');
    expect(img.getAttribute('src')).toBe(image);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect([img.alt, img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      'Quadro',
      '1200',
      '800',
    ]);
  });

  it('offers only the smallest copy when the browser saves data', () => {
    const img = parsed(presentLessonHtml(html, true)).querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(`${image}?w=480 480w`);
    expect(img.getAttribute('sizes')).toBe('480px');
  });

  it('leaves text without images or videos as it is', () => {
    expect(presentLessonHtml('<p>Só texto</p>', false)).toBe('<p>Só texto</p>');
  });

  it('shows a video as a button, and its player (playing) only once it is tapped', () => {
    const root = parsed(presentLessonHtml(html, false));
    expect(root.querySelector('iframe')).toBeNull();
    const poster = root.querySelector('button')!;
    expect(poster.getAttribute('aria-label')).toBe('Assistir ao vídeo (YouTube): Frações');
    document.body.append(root);

    playVideoPoster({ target: poster }, false);
    const frame = root.querySelector('iframe')!;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1');
    expect(frame.title).toBe('Frações');
    expect(frame.allow).toContain('autoplay');
    expect(document.activeElement).toBe(frame);
    expect(root.querySelector('button')).toBeNull();
    root.remove();
  });

  it('does not start the video by itself when the browser saves data', () => {
    const root = parsed(presentLessonHtml(html, true));
    playVideoPoster({ target: root.querySelector('button') }, true);
    expect(root.querySelector('iframe')!.src).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0');
  });

  it('ignores taps elsewhere in the text', () => {
    const root = parsed(presentLessonHtml(html, false));
    playVideoPoster({ target: root.querySelector('p') }, false);
    expect(root.querySelector('iframe')).toBeNull();
  });
});

describe('saveDataOn', () => {
  it("reads the browser's Save-Data setting, off where the browser does not tell", () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(saveDataOn()).toBe(true);
    vi.stubGlobal('navigator', { connection: { saveData: false } });
    expect(saveDataOn()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(saveDataOn()).toBe(false);
  });
});
