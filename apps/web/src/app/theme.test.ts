import { describe, expect, it, vi } from 'vitest';

/** The theme as built for a system that does or does not ask for reduced motion. */
async function themeFor(reducedMotion: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  return (await import('./theme')).theme;
}

describe('theme', () => {
  it('drops every transition and the ripple when the system asks for reduced motion', async () => {
    const theme = await themeFor(true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps them otherwise', async () => {
    const theme = await themeFor(false);
    expect(theme.transitions.create('opacity')).not.toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });
});
