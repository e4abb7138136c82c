import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { profileFixture } from '@/test/profiles';
import { renderApp, signedInTestSession } from '@/test/render-app';

signedInTestSession('professora');

describe('account menu', () => {
  it('shows who is signed in above a valid menu whose first item takes the focus', async () => {
    fakeApi({
      'GET /api/profile/me': () => [200, profileFixture()],
      'GET /api/payment/user-subscription-info': () => [
        200,
        { subscription: null, payment_information_updated: true },
      ],
    });
    renderApp('/dashboard/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu da conta de Helena Souza' }));

    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Minha conta', 'Sair']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(screen.getByText('professora@aula.demo')).toBeTruthy();
    expect(menu.textContent).not.toContain('professora@aula.demo');

    // jsdom does no layout, so contrast is left to the e2e run.
    const popover = menu.closest('.MuiPopover-root') as HTMLElement;
    const result = await axe.run(popover, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
