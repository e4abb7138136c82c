import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, logIn } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser } from '../support/browser';
import { freshTeacher } from '../support/classrooms';
import { allowSandbox, inspectFromTop, money, noSidewaysScroll, savePaymentData } from '../support/payments';
import { smallPhone } from '../support/screen-audit';

const session = useBrowser();

const PREMIUM = 'Proporcionalidade e escalas: o mapa do bairro';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function openPremiumBook(page: Page) {
  await page.goto('/dashboard/books?search=proporcionalidade');
  await page.getByRole('link', { name: new RegExp(PREMIUM) }).click();
  await heading(page, PREMIUM).waitFor();
}

describe('payments: the annual plan by Pix', () => {
  it('a teacher on a 360 px phone pays the annual plan by Pix; the page turns to success by itself and premium lessons open', async () => {
    const setup = await session.page();
    const { teacher, api } = await freshTeacher(setup, 'pix-anual');
    await savePaymentData(setup, api, `${teacher.firstName} ${teacher.lastName}`);
    const phone = await consented(await session.newPage(smallPhone), session.baseURL);
    const sandbox = await allowSandbox(phone);
    await logIn(phone, 'teacher', teacher.email, teacher.password);

    // Before: the premium book is locked.
    await openPremiumBook(phone);
    await phone.getByText('Livro exclusivo para assinantes').waitFor();

    await phone.goto('/dashboard/account/choose-plan');
    await phone.getByRole('link', { name: 'Assinar o plano Anual' }).click();
    await heading(phone, 'Dados de cobrança').waitFor();
    await phone.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await heading(phone, 'Confirmar assinatura').waitFor();

    // Three ways to pay; the card offers exact instalments without interest.
    const tabs = phone.getByRole('tablist', { name: 'Forma de pagamento' });
    for (const name of ['Pix', 'Boleto', 'Cartão']) await tabs.getByRole('tab', { name }).waitFor();
    await tabs.getByRole('tab', { name: 'Cartão' }).click();
    await phone.getByRole('combobox', { name: 'Parcelas' }).waitFor();
    await phone.getByText(money('12x de R$ 24,92 sem juros')).waitFor();
    await phone.getByText(money('8x de R$ 24,92 e 4x de R$ 24,91 — total R$ 299,00, sem juros')).waitFor();
    await inspectFromTop(phone, 'anual-cartao-parcelado-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await tabs.getByRole('tab', { name: 'Boleto' }).click();
    await phone.getByRole('button', { name: 'Gerar boleto' }).waitFor();
    await tabs.getByRole('tab', { name: 'Pix' }).click();
    await inspectFromTop(phone, 'anual-pix-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.getByRole('button', { name: /Pagar R\$\s299,00 com Pix/ }).click();

    // The Pix: QR code, copia e cola with a copy button, the countdown.
    await phone.waitForURL(/\/dashboard\/payment\/orders\/\d+$/);
    await heading(phone, 'Pague com Pix').waitFor();
    await phone.getByRole('img', { name: 'QR code Pix para pagar no app do banco' }).waitFor();
    const copiaECola = phone.getByRole('textbox', { name: 'Pix copia e cola' });
    expect(await copiaECola.inputValue()).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await phone.getByRole('button', { name: 'Copiar código Pix' }).waitFor();
    await phone.getByText(/O código expira em (29|30):\d{2}/).waitFor();
    await inspectFromTop(phone, 'pix-aguardando-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);

    // The payer's bank pays it: the sandbox's webhook reaches the API, the page follows by itself.
    const [order] =
      await api.get<{ id: number; provider_order_id: string; status: string }[]>('/api/payment/orders/');
    expect(order!.status).toBe('pending');
    expect(phone.url()).toContain(`/dashboard/payment/orders/${order!.id}`);
    const paid = await fetch(`${sandbox.origin}/__control/orders/${order!.provider_order_id}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    await phone.waitForURL('**/dashboard/payment/success', { timeout: 30_000 });
    await phone.getByRole('heading', { name: 'Assinatura confirmada!' }).waitFor();
    await inspectScreen(phone, 'pix-pago-celular');

    // Minha assinatura: the method, paid until, the order with its refund while allowed.
    await phone.goto('/dashboard/account/manage-subscription');
    const plan = phone.getByRole('region', { name: 'Plano Anual' });
    await plan.getByText('Pago até').waitFor();
    await plan.getByText('Forma de pagamento').waitFor();
    const orders = phone.getByRole('region', { name: 'Pedidos do plano anual' });
    await orders.getByRole('button', { name: 'Cancelar e pedir reembolso' }).waitFor();
    await inspectFromTop(phone, 'minha-assinatura-pix-celular');
    expect(await noSidewaysScroll(phone)).toBe(true);

    // The premium lessons open.
    await openPremiumBook(phone);
    expect(await phone.getByText('Livro exclusivo para assinantes').count()).toBe(0);
    await phone.getByRole('button', { name: 'Copiar para meus livros' }).waitFor();
    await inspectScreen(phone, 'livro-premium-aberto-celular');
    expect(errorsOf(phone).filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  }, 180_000);
});
