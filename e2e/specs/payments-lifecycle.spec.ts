import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, logIn } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser, viewports } from '../support/browser';
import { freshTeacher } from '../support/classrooms';
import {
  advanceSubscription,
  allowSandbox,
  fillCard,
  inspectFromTop,
  money,
  noSidewaysScroll,
  planNamed,
  providerSubscriptionOf,
  savePaymentData,
  TEST_CARDS,
} from '../support/payments';

const session = useBrowser();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

describe('payments: renewal, card, plan change, cancel and resume', () => {
  it('a failed renewal warns the teacher on every page until she updates the card; then Anual, cancel and resume', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'renovacao');
    await savePaymentData(page, api, `${teacher.firstName} ${teacher.lastName}`);
    const monthly = await planNamed(api, 'Mensal');
    const sandbox = await allowSandbox(page);
    await logIn(page, 'teacher', teacher.email, teacher.password);

    // Subscribe with the card that is approved now and fails at renewal (billing data already saved).
    await page.goto(`/dashboard/payment/${monthly.id}/confirmation`);
    await heading(page, 'Confirmar assinatura').waitFor();
    await page.getByText('Praça Floriano, 51 (sala 3)', { exact: false }).waitFor();
    await fillCard(page, TEST_CARDS.failsAtRenewal);
    await page.getByRole('button', { name: 'Assinar' }).click();
    await waitForPath(page, '/dashboard/payment/success');
    await heading(page, 'Assinatura confirmada!').waitFor();

    // The provider's next cycle fails; its webhook reaches the server by itself.
    const remote = await providerSubscriptionOf(sandbox, teacher.email);
    await advanceSubscription(sandbox, remote.id);
    const banner = page.getByRole('status', { name: 'Pagamento da assinatura' });
    await expect
      .poll(
        async () => {
          await page.goto('/dashboard/home');
          await page.waitForLoadState('networkidle');
          return banner.count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    // A warning, not a wall: the teacher stays where she was and keeps her plan for the grace period.
    expect(new URL(page.url()).pathname).toBe('/dashboard/home');
    await banner
      .getByText(/Não conseguimos cobrar sua assinatura\. Atualize o cartão até \d{2}\/\d{2} para não perder/)
      .waitFor();
    await page.goto('/dashboard/classrooms');
    await heading(page, 'Turmas').waitFor();
    await banner.waitFor();
    await inspectScreen(page, 'pagamento-recusado-aviso');
    await page.goto('/dashboard/payment/update-payment-information-required');
    await heading(page, 'Não conseguimos cobrar sua assinatura').waitFor();
    await page
      .getByText('Mastercard final 0028', { exact: false })
      .or(page.getByText('Visa final 0028'))
      .first()
      .waitFor();
    await inspectScreen(page, 'pagamento-recusado');

    await page.goto('/dashboard/account/manage-subscription');
    await heading(page, 'Minha assinatura').waitFor();
    const overview = page.getByRole('region', { name: 'Plano Mensal' });
    await overview.getByText('Pagamento pendente', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Histórico de cobranças' }).getByText('Recusado').waitFor();
    await inspectScreen(page, 'assinatura-pagamento-pendente');
    // Each paid charge has a printable receipt with the company from configuration.
    await page
      .getByRole('link', { name: /^Ver recibo de / })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/payment\/receipts\/\d+$/);
    const receipt = page.getByRole('article', { name: /^Recibo AULA-\d{6}$/ });
    await receipt.getByText('CNPJ 11.222.333/0001-81').waitFor();
    await receipt.getByText('Aula Educação Ltda. (demonstração)').waitFor();
    await receipt.getByText(/final\s0028/).waitFor();
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    await inspectScreen(page, 'recibo');
    await page.goto('/dashboard/account/manage-subscription');

    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await allowSandbox(phone);
    await logIn(phone, 'teacher', teacher.email, teacher.password);
    await phone.getByRole('status', { name: 'Pagamento da assinatura' }).waitFor();
    await phone.goto('/dashboard/payment/update-payment-information-required');
    await heading(phone, 'Não conseguimos cobrar sua assinatura').waitFor();
    await inspectScreen(phone, 'pagamento-recusado-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.getByRole('link', { name: 'Trocar cartão' }).click();
    await heading(phone, 'Trocar cartão').waitFor();
    await inspectScreen(phone, 'trocar-cartao-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);

    // A new card: the open charge is paid with it and the subscription is active again.
    await page.goto('/dashboard/payment/update-payment-information-required');
    await page.getByRole('link', { name: 'Trocar cartão' }).click();
    await waitForPath(page, '/dashboard/payment/change-credit-card');
    await heading(page, 'Trocar cartão').waitFor();
    await page.getByText('A última cobrança da assinatura não foi paga.', { exact: false }).waitFor();
    await inspectScreen(page, 'trocar-cartao');
    await fillCard(page, TEST_CARDS.approved);
    await page.getByRole('button', { name: 'Salvar cartão e pagar' }).click();
    await waitForPath(page, '/dashboard/payment/success-updated-credit-card');
    await heading(page, 'Cartão atualizado!').waitFor();
    await page.getByText(/Cobramos R\$\s29,90 do pagamento em aberto no cartão Visa final\s0010/).waitFor();
    expect(await page.getByRole('status', { name: 'Pagamento da assinatura' }).count()).toBe(0);
    await inspectScreen(page, 'cartao-atualizado');
    await page.goto('/dashboard/classrooms');
    await heading(page, 'Turmas').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/classrooms');

    // Change to Anual: the preview shows the credit, the amount due now, the new price and date.
    await page.goto('/dashboard/account/manage-subscription');
    await page.getByRole('region', { name: 'Plano Mensal' }).getByText('Ativa', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Mudar de plano' }).click();
    await waitForPath(page, '/dashboard/payment/change-plan');
    await heading(page, 'Mudar de plano').waitFor();
    // The plans have loaded, so the current plan's absence means something.
    const chooseAnnual = page.getByRole('link', { name: 'Escolher o plano Anual' });
    await chooseAnnual.waitFor();
    expect(await page.getByRole('link', { name: 'Escolher o plano Mensal' }).count()).toBe(0);
    await inspectScreen(page, 'mudar-plano');
    await chooseAnnual.click();
    await page.waitForURL(/\/dashboard\/payment\/change-plan\/\d+\/confirmation$/);
    await heading(page, 'Confirmar mudança de plano').waitFor();
    await page.getByText('Crédito do período não usado').waitFor();
    await page.getByText('A pagar agora').waitFor();
    await page.getByText(money('R$ 299,00')).waitFor();
    await page
      .getByText(/Depois, R\$\s299,00\/ano, com a próxima cobrança em \d{2}\/\d{2}\/\d{4}\./)
      .waitFor();
    await inspectScreen(page, 'mudar-plano-confirmacao');
    // The server changes the plan but its answer is lost: the client asks again with the same key
    // and gets the stored answer; nothing is charged twice.
    const changeKeys: string[] = [];
    await page.route('**/api/payment/change-subscription-plan/', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      changeKeys.push(route.request().headers()['idempotency-key'] ?? '');
      if (changeKeys.length > 1) return route.fallback();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Confirmar mudança' }).click();
    await waitForPath(page, '/dashboard/payment/change-plan-success');
    await heading(page, 'Plano alterado!').waitFor();
    await page.getByText('Agora você está no plano Anual', { exact: false }).waitFor();
    expect(changeKeys).toHaveLength(2);
    expect(changeKeys[1]).toBe(changeKeys[0]);
    await inspectScreen(page, 'plano-alterado');

    // Cancel, with the reason asked: still active until the end of the paid period.
    await page.goto('/dashboard/account/manage-subscription');
    const annual = page.getByRole('region', { name: 'Plano Anual' });
    await annual.getByText('Ativa', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
    await dialog.waitFor();
    // Within 7 days of the first payment the refund (CDC art. 49) is offered; this teacher keeps the period.
    await dialog.getByText(/art\. 49 do Código de Defesa do Consumidor/).waitFor();
    expect(await dialog.getByRole('radio', { name: /^Cancelar ao fim do período/ }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Não estou usando o suficiente' }).check();
    await dialog.getByRole('textbox', { name: 'Conte um pouco mais (opcional)' }).fill('Férias escolares.');
    await inspectScreen(page, 'cancelar-assinatura');
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await page
      .getByText(/^Assinatura cancelada\. Você continua com o plano Anual até \d{2}\/\d{2}\/\d{4}\.$/)
      .waitFor();
    await annual.getByText('Cancelada', { exact: true }).waitFor();
    await annual.getByText(/Você continua com o plano Anual até \d{2}\/\d{2}\/\d{4}/).waitFor();
    // Access stays: no ads, the paid limits.
    const profile = await api.get<{ user_access_config: { ads: boolean; max_students: number } }>(
      '/api/profile/me',
    );
    expect(profile.user_access_config).toMatchObject({ ads: false, max_students: 200 });
    await inspectFromTop(page, 'assinatura-cancelada');
    const history = page.getByRole('table', { name: 'Histórico de cobranças' });
    expect(await history.getByRole('row').filter({ hasText: 'Mudança de plano' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Retomar assinatura' }).click();
    await page.getByText('Assinatura retomada. A renovação automática voltou.').waitFor();
    await annual.getByText('Ativa', { exact: true }).waitFor();
    await annual.getByText(money('R$ 299,00', true)).first().waitFor();

    // Billing data can be edited outside the checkout.
    await page.getByRole('link', { name: 'Dados de cobrança' }).click();
    await waitForPath(page, '/dashboard/payment/update-user-data');
    await heading(page, 'Dados de cobrança').waitFor();
    await page.getByRole('textbox', { name: 'CEP', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'CEP', exact: true }).inputValue()).toBe('20040-020');
    await inspectScreen(page, 'editar-dados-de-cobranca');
    await page.getByRole('textbox', { name: 'Número', exact: true }).fill('53');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Dados de cobrança atualizados.').waitFor();
    await waitForPath(page, '/dashboard/account/manage-subscription');

    await phone.goto('/dashboard/account/manage-subscription');
    await phone.getByRole('region', { name: 'Plano Anual' }).getByText('Ativa', { exact: true }).waitFor();
    // On a phone the history is a list, not a table that would scroll sideways.
    await phone
      .getByRole('list', { name: 'Histórico de cobranças' })
      .getByText('Mudança de plano', { exact: false })
      .waitFor();
    await inspectScreen(phone, 'minha-assinatura-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
    // 4xx answers the screens handle and the connection dropped on purpose are expected.
    expect(errorsOf(page).filter((e) => !/status of 4\d\d|net::ERR_/.test(e))).toEqual([]);
  }, 180_000);
});
