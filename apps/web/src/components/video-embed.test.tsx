import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VideoEmbed } from './video-embed';

const src = 'https://player.vimeo.com/video/76979871';

describe('VideoEmbed', () => {
  it('loads no player until the poster is tapped, then plays it and moves the focus to it', () => {
    const { container } = render(<VideoEmbed src={src} title="Vídeo: Ciclo da água" />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Assistir ao vídeo (Vimeo): Vídeo: Ciclo da água' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.src).toBe(`${src}?autoplay=1`);
    expect(frame.title).toBe('Vídeo: Ciclo da água');
    expect(document.activeElement).toBe(frame);
  });

  it('with Save-Data on, the tapped player waits for its own play button', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { container } = render(<VideoEmbed src={src} title="Vídeo" />);
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('iframe')!.src).toBe(src);
  });
});
