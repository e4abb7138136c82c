import { PAYMENT_METHOD_LABELS, formatDate, formatMoney, routePath, spaRoutes } from '@aula/contracts';
import type { MailMessage } from '../../lib/mailer';

/** Every payments e-mail: the greeting, its paragraphs, the signature. */
const letter = (to: string, name: string, subject: string, lines: string[]): MailMessage => ({
  to,
  subject,
  text: [`Olá, ${name}!`, '', ...lines, '', 'Equipe Aula'].join('\n'),
});

export function paymentConfirmedEmail(
  to: string,
  name: string,
  plan: string,
  amountCents: number,
): MailMessage {
  return letter(to, name, 'Pagamento confirmado — Aula', [
    `Recebemos o pagamento de ${formatMoney(amountCents)} da sua assinatura ${plan}. Obrigado!`,
  ]);
}

export function paymentFailedEmail(
  to: string,
  name: string,
  plan: string,
  publicUrl: string,
  graceUntil: Date,
): MailMessage {
  return letter(to, name, 'Não conseguimos cobrar sua assinatura — Aula', [
    `A cobrança da sua assinatura ${plan} foi recusada pela operadora do cartão.`,
    'Você continua com todos os recursos do plano por enquanto: suas turmas e alunos seguem normalmente.',
    `Atualize o cartão até ${formatDate(graceUntil)} para não perder os recursos do plano:`,
    `${publicUrl}${spaRoutes.paymentUpdateRequired}`,
  ]);
}

export function subscriptionCanceledEmail(
  to: string,
  name: string,
  plan: string,
  accessUntil: Date | null,
): MailMessage {
  return letter(to, name, 'Assinatura cancelada — Aula', [
    `Sua assinatura ${plan} foi cancelada.`,
    accessUntil ? `Você continua com os recursos do plano até ${formatDate(accessUntil)}.` : '',
    'Se mudar de ideia, é só reativar em "Minha conta" antes dessa data.',
  ]);
}

export function withdrawalEmail(to: string, name: string, refundCents: number): MailMessage {
  return letter(to, name, 'Assinatura cancelada e reembolsada — Aula', [
    'Sua assinatura foi cancelada dentro do prazo de arrependimento (art. 49 do Código de Defesa do Consumidor).',
    `Estornamos ${formatMoney(refundCents)} no seu cartão; o valor aparece na fatura conforme o prazo do seu banco.`,
    'Sua conta voltou ao plano Gratuito, e suas turmas e alunos continuam aqui.',
  ]);
}

type OrderFacts = {
  amountCents: number;
  paymentMethod: 'pix' | 'boleto' | 'credit_card';
  installments: number;
};

const howPaid = (order: OrderFacts) =>
  order.paymentMethod === 'credit_card' && order.installments > 1
    ? `${PAYMENT_METHOD_LABELS.credit_card} em ${order.installments}x`
    : PAYMENT_METHOD_LABELS[order.paymentMethod];

export function orderPaidEmail(
  to: string,
  name: string,
  plan: string,
  order: OrderFacts,
  accessUntil: Date,
): MailMessage {
  return letter(to, name, 'Pagamento confirmado — Aula', [
    `Recebemos o pagamento de ${formatMoney(order.amountCents)} (${howPaid(order)}) do plano ${plan}.`,
    `Seu acesso vai até ${formatDate(accessUntil)}. Obrigado!`,
  ]);
}

export function orderRefundEmail(
  to: string,
  name: string,
  order: OrderFacts,
  stage: 'requested' | 'done',
): MailMessage {
  if (stage === 'requested') {
    return letter(to, name, 'Reembolso solicitado — Aula', [
      'Recebemos seu pedido de cancelamento dentro do prazo de arrependimento (art. 49 do Código de Defesa do Consumidor).',
      `Vamos transferir ${formatMoney(order.amountCents)} para a conta bancária que você informou; avisaremos quando o reembolso for feito.`,
    ]);
  }
  return letter(to, name, 'Pedido cancelado e reembolsado — Aula', [
    'Seu pedido foi cancelado dentro do prazo de arrependimento (art. 49 do Código de Defesa do Consumidor).',
    {
      pix: `Devolvemos ${formatMoney(order.amountCents)} pelo Pix para a conta que pagou.`,
      boleto: `Transferimos ${formatMoney(order.amountCents)} para a conta bancária que você informou.`,
      credit_card: `Estornamos ${formatMoney(order.amountCents)} no seu cartão; o valor aparece na fatura conforme o prazo do seu banco.`,
    }[order.paymentMethod],
  ]);
}

export function renewalReminderEmail(
  to: string,
  name: string,
  input: {
    plan: string;
    planId: number;
    accessUntil: Date;
    daysBefore: number;
    method: OrderFacts['paymentMethod'];
    publicUrl: string;
  },
): MailMessage {
  const link = `${input.publicUrl}${routePath(spaRoutes.paymentConfirmation, { id: input.planId })}?metodo=${input.method}`;
  const when = input.daysBefore === 1 ? 'amanhã' : `em ${input.daysBefore} dias`;
  return letter(to, name, `Seu plano ${input.plan} termina ${when} — Aula`, [
    `Seu acesso ao plano ${input.plan} vai até ${formatDate(input.accessUntil)}.`,
    `Para continuar por mais um ano, pague a renovação por ${PAYMENT_METHOD_LABELS[input.method]}:`,
    link,
    'O novo ano começa quando o atual termina: você não perde nenhum dia.',
  ]);
}
