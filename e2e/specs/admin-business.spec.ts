import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn, scrollToTop } from '../support/accounts';
import { inspectScreen, screenshot, useBrowser, visit } from '../support/browser';
import { apiLogin, freshTeacher, inspectDialog } from '../support/classrooms';
import { allowSandbox, fillCard, money, planNamed, savePaymentData, TEST_CARDS } from '../support/payments';
import { waitForEmail } from '../support/outbox';

const session = useBrowser();

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function staffPage(): Promise<Page> {
  const page = await consented(await session.page(), session.baseURL);
  await logIn(page, 'teacher', demo.staff.login, demo.staff.password);
  return page;
}

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('admin: running the business', () => {
  it('a staff member finds a teacher, acts as them and comes back', async () => {
    const page = await staffPage();
    await page.waitForURL('**/admin-dashboard/home');
    await heading(page, 'Administração').waitFor();
    await page
      .getByRole('region', { name: 'Indicadores' })
      .getByText('Receita recorrente mensal', { exact: true })
      .waitFor();
    await inspectScreen(page, 'inicio');

    await page.getByRole('link', { name: 'Usuários' }).first().click();
    await heading(page, 'Usuários').waitFor();
    await page.getByRole('table', { name: 'Usuários' }).waitFor();
    await inspectScreen(page, 'usuarios');
    await page.getByRole('textbox', { name: 'Buscar' }).fill('professora@aula');
    await page.waitForURL(/search=professora%40aula/);
    const row = page.getByRole('link', { name: 'Helena Souza' });
    await row.waitFor();
    // Only matching people stay listed (the demo seeds a few "professora…@aula.demo").
    const rows = page.getByRole('table', { name: 'Usuários' }).getByRole('row');
    await expect
      .poll(() => rows.filter({ hasNotText: /professora.*@aula\.demo|E-mail ou usuário/ }).count())
      .toBe(0);
    // Sorting by a header keeps the filter in the URL.
    await page.getByRole('button', { name: 'Cadastro' }).click();
    await page.waitForURL(/ordering=date_joined/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('professora@aula');
    await row.click();

    await heading(page, 'Helena Souza').waitFor();
    await page.getByRole('heading', { name: 'Limites em vigor' }).waitFor();
    await inspectScreen(page, 'usuario');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    const userPage = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Acessar como' }).click();
    const confirm = page.getByRole('dialog', { name: 'Acessar como este usuário?' });
    await confirm.getByText(/por até 1 hora/).waitFor();
    await inspectDialog(page, 'usuario-acessar-como');
    await confirm.getByRole('button', { name: 'Acessar como' }).click();
    await page.waitForURL('**/dashboard/home');
    const banner = page.getByRole('complementary', { name: 'Acesso como outro usuário' });
    await banner.getByText(/Você está acessando como/).waitFor();
    await banner.getByRole('button', { name: 'Voltar para minha conta' }).click();
    await page.waitForURL(`**${userPage}`);
    await heading(page, 'Helena Souza').waitFor();
    expect(await banner.count()).toBe(0);
    // Nothing of either area was asked for with the other one's token.
    expect(refused).toEqual([]);
  });

  it('reads a "Fale conosco" message in the inbox and replies by e-mail', async () => {
    const page = await staffPage();
    const teacherPage = await consented(await session.newPage(), session.baseURL);
    const { teacher, api } = await freshTeacher(teacherPage, 'fale-conosco');
    const text = `Como imprimo as fichas? (${Date.now()})`;
    await api.post('/api/profile/feedbacks/', { message: text, rating: 5 });

    await visit(page, '/admin-dashboard/messages?status=open', 'fale-conosco-caixa');
    await heading(page, 'Fale conosco').waitFor();
    await page.getByRole('link', { name: text }).click();
    await heading(page, /^Mensagem #\d+$/).waitFor();
    await page.getByText(text, { exact: true }).waitFor();
    await inspectScreen(page, 'fale-conosco-mensagem');
    await page
      .getByRole('textbox', { name: `Responder por e-mail para ${teacher.email}` })
      .fill('Use o botão Imprimir na página da aula.');
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await page.getByText('Resposta enviada por e-mail.').waitFor();
    await page.getByText('Respondida', { exact: true }).first().waitFor();
    const reply = await waitForEmail(teacher.email, /Resposta à sua mensagem/);
    expect(reply.text).toContain('Use o botão Imprimir na página da aula.');
  });

  it('creates a coupon that a teacher then uses at checkout', async () => {
    const page = await staffPage();
    const code = `ESCOLA${Date.now().toString().slice(-6)}`;
    await visit(page, '/admin-dashboard/payment/coupons/new', 'cupom-novo');
    await heading(page, 'Novo cupom').waitFor();
    await page.getByRole('button', { name: 'Salvar cupom' }).click();
    await page.getByText('Use de 3 a 40 letras, números, - ou _.').waitFor();
    await page.getByRole('textbox', { name: 'Código' }).fill(code);
    await chooseOption(page, 'Tipo de desconto', 'Valor fixo (R$)');
    await page.getByRole('textbox', { name: 'Desconto (R$)' }).fill('5,00');
    await page.getByRole('textbox', { name: 'Limite de usos' }).fill('50');
    await page.getByRole('button', { name: 'Salvar cupom' }).click();
    await page.waitForURL('**/admin-dashboard/payment/coupons');
    const couponRow = page.getByRole('row').filter({ hasText: code });
    await couponRow.getByText(money('R$ 5,00 na primeira cobrança')).waitFor();
    await couponRow.getByText('0 de 50').waitFor();
    await inspectScreen(page, 'cupons');

    // The teacher, in their own browser, subscribes with it.
    const teacherPage = await consented(await session.newPage(), session.baseURL);
    const { teacher, api } = await freshTeacher(teacherPage, 'cupom-admin');
    await savePaymentData(teacherPage, api, `${teacher.firstName} ${teacher.lastName}`);
    await allowSandbox(teacherPage);
    const mensal = await planNamed(api, 'Mensal');
    await logIn(teacherPage, 'teacher', teacher.email, teacher.password);
    await teacherPage.goto(`/dashboard/payment/${mensal.id}/confirmation`);
    await heading(teacherPage, 'Confirmar assinatura').waitFor();
    await teacherPage
      .getByRole('textbox', { name: 'Cupom de desconto', exact: true })
      .fill(code.toLowerCase());
    await teacherPage.getByRole('button', { name: 'Aplicar' }).click();
    const summary = teacherPage.getByRole('region', { name: 'Resumo do pedido' });
    await summary.getByText(`Cupom ${code} aplicado`).waitFor();
    await summary.getByText(money('R$ 24,90')).waitFor();
    await fillCard(teacherPage, TEST_CARDS.approved);
    await teacherPage.getByRole('button', { name: 'Assinar' }).click();
    await teacherPage.waitForURL('**/dashboard/payment/success');

    await page.reload();
    await page.getByRole('row').filter({ hasText: code }).getByText('1 de 50').waitFor();
    // The order shows the discount.
    await page.goto('/admin-dashboard/payment/orders');
    const order = page.getByRole('row').filter({ hasText: 'Marina Teste' }).first();
    await order.getByText(money('R$ 24,90')).waitFor();
    await order.getByText(money('R$ 5,00')).waitFor();
    await inspectScreen(page, 'pedidos');
  });

  it('grants a subscription and the teacher’s limits rise at once', async () => {
    const page = await staffPage();
    const other = await consented(await session.newPage(), session.baseURL);
    const { teacher, api } = await freshTeacher(other, 'concessao');
    const before = await api.get<{ user_access_config: { max_students: number } }>('/api/profile/me');
    expect(before.user_access_config.max_students).toBe(5);

    await page.goto(`/admin-dashboard/users?search=${encodeURIComponent(teacher.email)}`);
    await page.getByRole('link', { name: `${teacher.firstName} ${teacher.lastName}` }).click();
    await heading(page, `${teacher.firstName} ${teacher.lastName}`).waitFor();
    await page.getByRole('button', { name: 'Conceder assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: /Conceder assinatura/ });
    await chooseOption(page, 'Plano', 'Anual');
    await dialog.getByRole('textbox', { name: 'Dias' }).fill('45');
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Parceria com a escola municipal');
    await screenshot(page, 'conceder');
    await dialog.getByRole('button', { name: 'Conceder' }).click();
    await page.getByText(`Assinatura concedida a ${teacher.firstName} ${teacher.lastName}.`).waitFor();
    await page.getByText('Concedida pela equipe').waitFor();
    await inspectScreen(page, 'usuario-com-concessao');

    const after = await api.get<{ user_access_config: { max_students: number; ads: boolean } }>(
      '/api/profile/me',
    );
    expect(after.user_access_config).toMatchObject({ max_students: 200, ads: false });
    const staffApi = await apiLogin(other, 'teacher', demo.staff.login, demo.staff.password);
    const audit = await staffApi.get<{ results: { action: string }[] }>(
      '/api/admin/audit-log/?target_type=subscription',
    );
    expect(audit.results.map((r) => r.action)).toContain('subscription.granted');
  });

  // The checkout above left the provider's deliveries (subscription, invoice, charge) in the list.
  it('opens a webhook event and reprocesses it', async () => {
    const page = await staffPage();
    await visit(page, '/admin-dashboard/webhooks', 'webhooks');
    await heading(page, 'Eventos de webhook').waitFor();
    const first = page.getByRole('table', { name: 'Eventos de webhook' }).getByRole('link').first();
    await first.click();
    await heading(page, /Evento #\d+/).waitFor();
    // The raw delivery is folded under the readable summary.
    await page.getByRole('button', { name: 'Dados brutos do provedor' }).click();
    await page.getByRole('heading', { name: 'Corpo recebido' }).waitFor();
    const attempts = Number(await page.getByRole('definition').nth(1).textContent());
    await inspectScreen(page, 'webhook');
    await page.getByRole('button', { name: 'Reprocessar' }).click();
    await page
      .getByRole('dialog', { name: 'Reprocessar o evento?' })
      .getByRole('button', { name: 'Reprocessar' })
      .click();
    await page.getByText('Evento processado.').waitFor();
    await page
      .getByRole('definition')
      .nth(1)
      .getByText(String(attempts + 1))
      .waitFor();
  });

  it('every payments screen loads, in Portuguese, and passes axe', async () => {
    const page = await staffPage();
    await visit(page, '/admin-dashboard/payment/subscription-plans', 'planos');
    await page.getByRole('link', { name: 'Mensal' }).click();
    await heading(page, 'Plano Mensal').waitFor();
    await inspectScreen(page, 'plano');
    await page.getByRole('link', { name: 'Editar' }).click();
    await heading(page, 'Editar plano Mensal').waitFor();
    expect(await page.getByRole('textbox', { name: 'Preço (R$)' }).inputValue()).toBe('29,90');
    await inspectScreen(page, 'plano-editar');
    await visit(page, '/admin-dashboard/payment/subscription-plans/new', 'plano-novo');
    await visit(page, '/admin-dashboard/payment/subscription-plans/provider', 'planos-provedor');
    await visit(page, '/admin-dashboard/payment/subscription-plans/provider/new', 'plano-provedor-novo');
    await visit(page, '/admin-dashboard/payment/products/new', 'produto-novo');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Caderno de atividades');
    await page.getByRole('textbox', { name: 'Preço (R$)' }).fill('49,90');
    await page.getByRole('button', { name: 'Salvar produto' }).click();
    await page.waitForURL('**/admin-dashboard/payment/products');
    await page
      .getByRole('row')
      .filter({ hasText: 'Caderno de atividades' })
      .getByText(money('R$ 49,90'))
      .waitFor();
    await inspectScreen(page, 'produtos');
    await visit(page, '/admin-dashboard/payment/payment-processors/new', 'processador-novo');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Pagar.me reserva');
    await page.getByRole('textbox', { name: 'Chave pública' }).fill('pk_test_reserva123');
    await page.getByLabel('Chave secreta').fill('sk_test_segredo9876');
    await page.getByRole('button', { name: 'Salvar processador' }).click();
    await page.waitForURL('**/admin-dashboard/payment/payment-processors');
    await page.getByRole('row').filter({ hasText: 'Pagar.me reserva' }).getByText('•••• 9876').waitFor();
    expect(await page.content()).not.toContain('segredo9876');
    await inspectScreen(page, 'processadores');

    await visit(page, '/admin-dashboard/payment/subscriptions?status=active', 'assinaturas');
    await page.getByRole('heading', { name: 'Assinaturas órfãs' }).waitFor();
    await page.getByText('Nenhuma assinatura órfã encontrada.').waitFor();
    await page
      .getByRole('table', { name: 'Assinaturas' })
      .getByRole('link', { name: /^#\d+$/ })
      .first()
      .click();
    await heading(page, /Assinatura #\d+/).waitFor();
    await inspectScreen(page, 'assinatura');
    // The checkout earlier in this file left a paid order; its charge is read from the provider.
    await page.goto('/admin-dashboard/payment/orders?status=paid');
    await page.getByRole('link', { name: /^ch_/ }).first().click();
    await heading(page, /Cobrança ch_/).waitFor();
    await page.getByRole('button', { name: 'Dados brutos do provedor' }).waitFor();
    await page.getByText('Paga', { exact: true }).first().waitFor();
    await inspectScreen(page, 'cobranca-provedor');
    await visit(page, '/admin-dashboard/payment/pagarme/invoices/in_naoexiste', 'fatura-inexistente');
    await page.getByRole('alert').getByText('Registro não encontrado no provedor de pagamento.').waitFor();
  });

  it('shows the reports with charts over a chosen period', async () => {
    const page = await staffPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/admin-dashboard/reports');
    await heading(page, 'Relatórios').waitFor();
    await page.getByRole('figure', { name: /Cadastros por dia/ }).waitFor();
    await page.getByRole('figure', { name: /Assinaturas por mês/ }).waitFor();
    await page.getByText('Trocas de plano (maior / menor)').waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await inspectScreen(page, 'relatorios');
    await page.getByRole('button', { name: '12 meses' }).click();
    await page.waitForURL(/from=/);
    await page.getByRole('figure', { name: /Cadastros por mês/ }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV: Assinaturas por mês' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^assinaturas-por-mes_.*\.csv$/);
    await scrollToTop(page);
    await screenshot(page, 'relatorios-12-meses');
  });
});
