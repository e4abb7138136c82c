import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPrerenderedParts, PrerenderedPart } from './prerendered-part';

function Greeting() {
  return <h1>Olá, Helena!</h1>;
}

describe('PrerenderedPart', () => {
  afterEach(cleanup);

  it('keeps the painted nodes through the first render and renders itself a task later', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div data-prerendered-part="screen" style="display: contents"><h1>Início</h1></div>';
    document.body.append(container);
    const painted = container.querySelector('h1');
    keepPrerenderedParts(container);
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

  it('is just its children where nothing was painted (as once the painted HTML was used)', () => {
    render(
      <PrerenderedPart name="screen">
        <Greeting />
      </PrerenderedPart>,
    );
    expect(screen.getByText('Olá, Helena!')).toBeTruthy();
  });

  it('does not use what was painted for another page (the app opened elsewhere, a redirect)', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div data-prerendered-part="screen" style="display: contents"><h1>Área do professor</h1></div>';
    document.body.append(container);
    keepPrerenderedParts(container);
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
});
