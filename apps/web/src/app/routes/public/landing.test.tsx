import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomShims, renderApp } from '@/test/render-app';

beforeAll(installDomShims);
afterEach(cleanup);

describe('landing hero', () => {
  it('puts the class-code box right after the title, before the pitch, and shows the product drawing', async () => {
    renderApp('/');
    const title = await screen.findByRole('heading', { level: 1, name: /Planos de aula alinhados à BNCC/ });
    const hero = title.closest('section')!;
    const codeBox = within(hero).getByRole('region', { name: 'Tenho um código de turma' });
    const pitch = within(hero).getByText(/reúne livros de planos de aula/);
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    // One column on a phone follows the document: title, then the code box, then the rest.
    expect(follows(title, codeBox)).toBe(true);
    expect(follows(codeBox, pitch)).toBe(true);
    expect(within(codeBox).getByRole('textbox', { name: 'Código da turma' })).toBeTruthy();
    const drawing = within(hero).getByRole('img', { name: /no computador, com livros de planos de aula/ });
    expect(drawing.getAttribute('src')).toBe('/illustrations/sala-de-aula.svg');
  });
});
