import { legalDocuments } from '@aula/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format';
import { installDomShims, renderApp } from '@/test/render-app';

beforeAll(installDomShims);
afterEach(cleanup);

const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('terms of use and privacy policy', () => {
  it.each([
    ['/termos-de-uso', 'Termos de Uso', legalDocuments.terms, /Cancelamento e direito de arrependimento/],
    ['/politica-de-privacidade', 'Política de Privacidade', legalDocuments.privacy, /Seus direitos/],
    ['/dados-de-criancas', 'Dados de crianças e adolescentes', legalDocuments.privacy, 'Com que base na lei'],
  ])('shows %s publicly with its version and date', async (path, title, document, section) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(
      screen.getByText(`Versão ${document.version} · Última atualização: ${formatDay(document.updatedOn)}`),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
  });

  it("links the children's data page from the privacy policy", async () => {
    renderApp('/politica-de-privacidade');
    const link = await screen.findByRole('link', { name: 'Dados de crianças e adolescentes' });
    expect(hrefOf(link)).toBe('/dados-de-criancas');
  });

  it('links both documents from the landing footer and the consent banner', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('navigation', { name: 'Documentos legais' }));
    expect(hrefOf(footer.getByRole('link', { name: 'Termos de Uso' }))).toBe('/termos-de-uso');
    expect(hrefOf(footer.getByRole('link', { name: 'Política de Privacidade' }))).toBe(
      '/politica-de-privacidade',
    );
    expect(hrefOf(footer.getByRole('link', { name: 'Dados de crianças' }))).toBe('/dados-de-criancas');
    const banner = within(screen.getByRole('region', { name: 'Sua privacidade' }));
    expect(hrefOf(banner.getByRole('link', { name: 'Termos de Uso' }))).toBe('/termos-de-uso');
    expect(hrefOf(banner.getByRole('link', { name: 'Política de Privacidade' }))).toBe(
      '/politica-de-privacidade',
    );
  });

  it('links both documents from the sign-up checkbox, opening in a new tab', async () => {
    renderApp('/signup/teacher');
    const checkbox = await screen.findByRole('checkbox', { name: /Li e aceito os Termos de Uso/ });
    const label = within(checkbox.closest('label')!);
    for (const [name, path] of [
      ['Termos de Uso (abre em nova aba)', '/termos-de-uso'],
      ['Política de Privacidade (abre em nova aba)', '/politica-de-privacidade'],
    ]) {
      const link = label.getByRole('link', { name });
      expect(hrefOf(link)).toBe(path);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
