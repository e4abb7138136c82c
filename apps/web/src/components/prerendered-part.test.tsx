import { act, cleanup, render, screen } from '@testing-library/react';
import { useContext, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPrerenderedParts, PrerenderedPart, ReleasePaintedCopy } from './prerendered-part';

function Greeting() {
  return <h1>Olá, Helena!</h1>;
}

/** A page as the server painted it, its parts kept as the app keeps them when it starts. */
function paintPage(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  keepPrerenderedParts(container);
  return container;
}

describe('PrerenderedPart', () => {
  afterEach(cleanup);

  it('keeps the painted nodes through the first render and renders itself a task later', async () => {
    const container = paintPage(
      '<div data-prerendered-part="screen" style="display: contents"><h1>Início</h1></div>',
    );
    const painted = container.querySelector('h1');
    render(
      <PrerenderedPart name="screen">
        <Greeting />
      </PrerenderedPart>,
      { container },
    );
    // The very node that was painted: nothing parsed or drawn anew, and nothing in it can be used yet.
    expect(screen.getByRole('heading')).toBe(painted);
    expect(painted?.closest('[inert]')).not.toBeNull();
    expect(await screen.findByText('Olá, Helena!')).toBeTruthy();
    expect(screen.queryByText('Início')).toBeNull();
  });

  it('renders a part inside another a task after it, keeping the inner painted nodes until then', async () => {
    const container = paintPage(
      '<div data-prerendered-part="bar" style="display: contents"><h1>Início</h1>' +
        '<div data-prerendered-part="actions" style="display: contents"><button>Menu</button></div></div>',
    );
    const paintedButton = container.querySelector('button');
    render(
      <PrerenderedPart name="bar">
        <Greeting />
        <PrerenderedPart name="actions">
          <button type="button">Menu da conta</button>
        </PrerenderedPart>
      </PrerenderedPart>,
      { container },
    );
    expect(await screen.findByText('Olá, Helena!')).toBeTruthy();
    expect(screen.queryByText('Início')).toBeNull();
    expect(screen.getAllByRole('button')).toEqual([paintedButton]);
    expect(await screen.findByText('Menu da conta')).toBeTruthy();
    expect(screen.queryByText('Menu')).toBeNull();
  });

  it('is just its children where nothing was painted (as once the painted HTML was used)', () => {
    render(
      <PrerenderedPart name="screen">
        <Greeting />
      </PrerenderedPart>,
    );
    expect(screen.getByText('Olá, Helena!')).toBeTruthy();
  });

  it('does not use what was painted for another page (the app opened elsewhere, a redirect)', () => {
    const container = paintPage(
      '<div data-prerendered-part="screen" style="display: contents"><h1>Área do professor</h1></div>',
    );
    window.history.pushState(null, '', '/student-dashboard/home');
    render(
      <PrerenderedPart name="screen">
        <Greeting />
      </PrerenderedPart>,
      { container },
    );
    expect(screen.getByText('Olá, Helena!')).toBeTruthy();
    expect(screen.queryByText('Área do professor')).toBeNull();
  });

  describe('painted by the server with its data (a signed-in home)', () => {
    let release: (() => void) | undefined;
    function Home({ handOut }: { handOut: (release?: () => void) => void }) {
      const releaseCopy = useContext(ReleasePaintedCopy);
      useEffect(() => handOut(releaseCopy), [handOut, releaseCopy]);
      return <p>Entregar até sexta</p>;
    }
    const keep = (given?: () => void) => {
      release = given;
    };

    function paintHome() {
      window.history.pushState(null, '', '/student-dashboard/home');
      const container = paintPage(
        '<div data-prerendered-part="screen" style="display: contents"><div data-revealed="true"><section aria-labelledby="tarefas"><h2 id="tarefas">Para fazer</h2><p>Entregar até sexta</p></section></div></div>',
      );
      const painted = container.querySelector('p');
      render(
        <PrerenderedPart name="screen">
          <Home handOut={keep} />
        </PrerenderedPart>,
        { container },
      );
      return painted;
    }

    it('keeps its copy on screen, its own render hidden, until that render shows its data too', async () => {
      const painted = paintHome();
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      // Rendered a task later, but not shown: a home still loading would replace what was painted.
      expect(release).toBeTypeOf('function');
      const [copy, ownRender] = screen.getAllByText('Entregar até sexta');
      expect(copy).toBe(painted);
      expect(ownRender?.closest('[style*="display: none"]')).not.toBeNull();
      // Read meanwhile (not inert), its section still named by its heading, under an id of its own.
      expect(painted?.closest('[inert]')).toBeNull();
      expect(screen.getByRole('region', { name: 'Para fazer' })).toBe(painted?.closest('section'));
      expect(document.getElementById('tarefas-pintado')?.textContent).toBe('Para fazer');
      act(() => release?.());
      const shown = screen.getByText('Entregar até sexta');
      expect(shown).not.toBe(painted);
      expect(painted?.isConnected).toBe(false);
      expect(shown.closest('[inert]')).toBeNull();
    });

    it('gives way if the app opened somewhere else meanwhile', async () => {
      const painted = paintHome();
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      window.history.pushState(null, '', '/student-dashboard/account');
      release = undefined;
      render(
        <PrerenderedPart name="screen">
          <Home handOut={keep} />
        </PrerenderedPart>,
        { container: painted!.closest('div[data-prerendered-part]')!.parentElement! },
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(painted?.isConnected).toBe(false);
    });
  });
});
