import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, logIn } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser, viewports } from '../support/browser';
import { freshTeacher, type Api } from '../support/classrooms';
import {
  allowSandbox,
  fillCard,
  inspectFromTop,
  money,
  noSidewaysScroll,
  TEST_CARDS,
} from '../support/payments';

const session = useBrowser();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function addOneStudentThroughUi(page: Page, first: string, last: string) {
  await page.goto('/dashboard/students');
  await heading(page, 'Alunos').waitFor();
  await page.getByRole('button', { name: 'Cadastrar alunos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar alunos' });
  await dialog.getByRole('tab', { name: 'Um aluno' }).click();
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(first);
  await dialog.getByRole('textbox', { name: 'Sobrenome' }).fill(last);
  await dialog.getByRole('button', { name: 'Cadastrar aluno' }).click();
  return dialog;
}

async function studentCount(api: Api): Promise<number> {
  return (await api.get<{ count: number }>('/api/profile/my-students/?page=1&page_size=1')).count;
}

describe('payments: subscribing', () => {
  it('a free teacher at the student limit subscribes to Mensal with a coupon and can add more students', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'assinatura');
    await api.post('/api/profile/my-students/bulk/', {
      students: ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa'].map((first_name) => ({
        first_name,
        last_name: 'Lima',
      })),
    });
    await allowSandbox(page);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/subscriptions/') {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });

    await logIn(page, 'teacher', teacher.email, teacher.password);
    // A free user sees ads: the discreet invitation to subscribe.
    const banner = page.getByRole('region', { name: 'Aviso do plano Gratuito' });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Conheça os planos' }).getAttribute('href')).toBe(
      '/dashboard/account/choose-plan',
    );
    await inspectScreen(page, 'inicio-com-aviso-de-planos');

    // The 6th student is refused by the API and the screen says so.
    const create = await addOneStudentThroughUi(page, 'Fábio', 'Lima');
    const limit = create.getByRole('alert').filter({ hasText: 'Seu plano permite até 5 alunos' });
    await limit.waitFor();
    expect(await studentCount(api)).toBe(5);
    await limit.getByRole('link', { name: 'Conhecer os planos' }).click();

    await page.waitForURL('**/dashboard/account/choose-plan');
    await heading(page, 'Escolha seu plano').waitFor();
    const free = page.getByRole('region', { name: 'Gratuito' });
    await free.getByText('Seu plano atual').waitFor();
    await page
      .getByRole('list', { name: 'O que o plano Gratuito oferece' })
      .getByText('Até 5 alunos')
      .waitFor();
    const monthly = page.getByRole('region', { name: 'Mensal' });
    await monthly.getByText(money('R$ 29,90/mês')).waitFor();
    const monthlyBenefits = page.getByRole('list', { name: 'O que o plano Mensal oferece' });
    await monthlyBenefits.getByText('Até 200 alunos').waitFor();
    await monthlyBenefits.getByText('Sem anúncios').waitFor();
    await page.getByRole('region', { name: 'Anual' }).getByText(money('R$ 299,00/ano')).waitFor();
    await inspectScreen(page, 'escolher-plano');
    await monthly.getByRole('link', { name: 'Assinar o plano Mensal' }).click();

    // Billing data: masks, CPF check digits, address from the CEP.
    await page.waitForURL(/\/dashboard\/payment\/\d+\/user-payment-data$/);
    await heading(page, 'Dados de cobrança').waitFor();
    expect(await page.getByRole('list', { name: 'Etapas do pagamento' }).count()).toBe(0);
    expect(await textbox(page, 'Nome completo').inputValue()).toBe(
      `${teacher.firstName} ${teacher.lastName}`,
    );
    await inspectScreen(page, 'dados-de-cobranca');
    await textbox(page, 'CPF').fill('52998224726');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.getByText('CPF inválido: confira os dígitos.').waitFor();
    await page.getByText('Informe o número.').waitFor();
    await textbox(page, 'CPF').fill('52998224725');
    expect(await textbox(page, 'CPF').inputValue()).toBe('529.982.247-25');
    await textbox(page, 'Telefone com DDD').fill('11987654321');
    expect(await textbox(page, 'Telefone com DDD').inputValue()).toBe('(11) 98765-4321');
    await textbox(page, 'CEP').fill('99999999');
    await page.getByText('Não encontramos este CEP.', { exact: false }).waitFor();
    await textbox(page, 'CEP').fill('01001000');
    await page.getByText('Endereço preenchido pelo CEP.', { exact: false }).waitFor();
    expect(await textbox(page, 'CEP').inputValue()).toBe('01001-000');
    expect(await textbox(page, 'Rua').inputValue()).toBe('Praça da Sé');
    expect(await textbox(page, 'Bairro').inputValue()).toBe('Sé');
    expect(await textbox(page, 'Cidade').inputValue()).toBe('São Paulo');
    expect(await page.getByRole('combobox', { name: 'Estado' }).inputValue()).toBe('SP');
    // Filled fields stay editable.
    await textbox(page, 'Rua').fill('Praça da Sé (lado ímpar)');
    await textbox(page, 'Número').fill('100');
    await inspectFromTop(page, 'dados-de-cobranca-preenchido');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();

    // Confirmation: summary, coupon checked by the server, card tokenised at the provider.
    await page.waitForURL(/\/dashboard\/payment\/\d+\/confirmation$/);
    await heading(page, 'Confirmar assinatura').waitFor();
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    await summary.getByText(money('R$ 29,90/mês')).waitFor();
    await page.getByText('Praça da Sé (lado ímpar), 100', { exact: false }).waitFor();
    expect(await textbox(page, 'CPF do titular do cartão').inputValue()).toBe('529.982.247-25');
    await textbox(page, 'Cupom de desconto').fill('NAOEXISTE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Cupom não encontrado.').waitFor();
    await textbox(page, 'Cupom de desconto').fill('bemvindo10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await summary.getByText('Cupom BEMVINDO10 aplicado').waitFor();
    await summary.getByText('10% de desconto na primeira cobrança').waitFor();
    await summary.getByText(money('− R$ 2,99')).waitFor();
    await summary.getByText(money('R$ 26,91')).waitFor();
    await inspectScreen(page, 'confirmacao');

    // A number that fails the check digit never leaves the browser.
    await fillCard(page, '4000 0000 0000 0011');
    await page.getByRole('button', { name: 'Assinar' }).click();
    await page.getByText('Número do cartão inválido. Confira os dígitos.').waitFor();
    expect(keys).toEqual([]);

    // Declined by the card issuer: a definitive answer.
    await textbox(page, 'Número do cartão').fill(TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Assinar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Pagamento recusado pela operadora do cartão' })
      .waitFor();
    await inspectFromTop(page, 'confirmacao-cartao-recusado');
    expect(keys).toHaveLength(1);

    // A slow answer: the button is disabled, and a double click sends one request.
    await page.route('**/api/payment/subscriptions/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.fallback();
    });
    await textbox(page, 'Número do cartão').fill(TEST_CARDS.approved);
    await page.getByRole('button', { name: 'Assinar' }).dblclick();
    await page.getByRole('button', { name: 'Processando pagamento…' }).waitFor();
    expect(await page.getByRole('button', { name: 'Processando pagamento…' }).isDisabled()).toBe(true);

    await page.waitForURL('**/dashboard/payment/success');
    await heading(page, 'Assinatura confirmada!').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1], 'uma chave nova depois de uma resposta definitiva').not.toBe(keys[0]);
    await page.getByText(money('R$ 29,90', true)).first().waitFor();
    await inspectScreen(page, 'assinatura-confirmada');
    // The profile was refetched: no more ads, higher limits.
    expect(await banner.count()).toBe(0);

    const created = await addOneStudentThroughUi(page, 'Fábio', 'Lima');
    await created.waitFor({ state: 'detached' });
    await expect.poll(() => studentCount(api)).toBe(6);

    await page.goto('/dashboard/account');
    await page.getByRole('region', { name: 'Assinatura' }).getByText('Mensal').waitFor();
    await page.getByRole('link', { name: 'Gerenciar assinatura' }).click();
    await page.waitForURL('**/dashboard/account/manage-subscription');
    await heading(page, 'Minha assinatura').waitFor();
    const overview = page.getByRole('region', { name: 'Plano Mensal' });
    await overview.getByText('Ativa', { exact: true }).waitFor();
    await overview.getByText('Visa final 0010').waitFor();
    await overview.getByText(money('R$ 29,90/mês')).waitFor();
    const history = page.getByRole('table', { name: 'Histórico de cobranças' });
    // The declined attempt is in the history too.
    const paid = history.getByRole('row').filter({ hasText: 'Pago' });
    await paid.getByText(money('R$ 26,91', true)).waitFor();
    await paid.getByText(money('desconto de R$ 2,99')).waitFor();
    await history.getByRole('row').filter({ hasText: 'Recusado' }).waitFor();
    expect(await history.getByRole('row').count()).toBe(3);
    await inspectScreen(page, 'minha-assinatura');
    expect(errorsOf(page).filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  }, 120_000);

  it('shows the plan, billing and checkout screens on a phone without sideways scrolling', async () => {
    const setup = await session.page();
    const { teacher } = await freshTeacher(setup, 'assinatura-celular');
    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await allowSandbox(phone);
    await logIn(phone, 'teacher', teacher.email, teacher.password);
    await phone.getByRole('region', { name: 'Aviso do plano Gratuito' }).waitFor();
    await inspectScreen(phone, 'inicio-com-aviso-de-planos-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.goto('/dashboard/account/choose-plan');
    await phone.getByRole('region', { name: 'Anual' }).waitFor();
    await inspectScreen(phone, 'escolher-plano-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.getByRole('link', { name: 'Assinar o plano Anual' }).click();
    await heading(phone, 'Dados de cobrança').waitFor();
    await textbox(phone, 'CPF').fill('52998224725');
    await textbox(phone, 'Telefone com DDD').fill('2133334444');
    expect(await textbox(phone, 'Telefone com DDD').inputValue()).toBe('(21) 3333-4444');
    await textbox(phone, 'CEP').fill('20040020');
    await phone.getByText('Endereço preenchido pelo CEP.', { exact: false }).waitFor();
    await textbox(phone, 'Número').fill('51');
    await inspectFromTop(phone, 'dados-de-cobranca-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await heading(phone, 'Confirmar assinatura').waitFor();
    await inspectScreen(phone, 'confirmacao-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.goto('/dashboard/account/manage-subscription');
    await phone.getByRole('heading', { name: 'Plano Gratuito' }).waitFor();
    await inspectScreen(phone, 'minha-assinatura-gratuito-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
  });
});
