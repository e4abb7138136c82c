import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeClasses } from './theme-classes';

afterEach(cleanup);

describe('themeClasses', () => {
  it('builds the styles once from the theme, inserts them once per cache and names them as emotion does', () => {
    const build = vi.fn((theme: { palette: { primary: { main: string } } }) => ({
      box: { color: theme.palette.primary.main, '&:hover': { opacity: 0.5 } },
      line: { margin: 0 },
    }));
    const useClasses = themeClasses(build);
    function Box({ text }: { text: string }) {
      const classes = useClasses();
      return (
        <div className={classes.box}>
          <p className={classes.line}>{text}</p>
        </div>
      );
    }
    const cache = createCache({ key: 'teste' });
    const insert = vi.spyOn(cache, 'insert');
    const { rerender } = render(
      <CacheProvider value={cache}>
        <Box text="um" />
        <Box text="dois" />
      </CacheProvider>,
    );
    rerender(
      <CacheProvider value={cache}>
        <Box text="três" />
      </CacheProvider>,
    );

    const box = screen.getByText('três').parentElement!;
    expect(box.className).toMatch(/^teste-[a-z0-9]+$/);
    // The theme's primary colour, in the rule of that class in the page's styles.
    const rules = [...document.querySelectorAll('style[data-emotion^="teste"]')]
      .map((s) => s.textContent)
      .join('');
    expect(rules).toContain(`.${box.className}{color:#194fff;}`);
    expect(rules).toContain(`.${box.className}:hover{opacity:0.5;}`);
    expect(build).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledTimes(2);

    // Another cache (the server's render of a page) gets the same names and its own rules.
    const other = createCache({ key: 'teste' });
    render(
      <CacheProvider value={other}>
        <Box text="quatro" />
      </CacheProvider>,
    );
    expect(screen.getByText('quatro').parentElement!.className).toBe(box.className);
    expect(Object.keys(other.inserted)).toHaveLength(2);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
