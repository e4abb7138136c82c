import { PAYMENT_METHOD_LABELS, formatDate, formatMoney, routePath, spaRoutes } from '@aula/contracts';
import type { MailMessage } from '../../lib/mailer';

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
  return {
    to,
    subject: 'Pagamento confirmado — Aula',
    text: [
      `Olá, ${name}!`,
      '',
      `Recebemos o pagamento de ${formatMoney(order.amountCents)} (${howPaid(order)}) do plano ${plan}.`,
      `Seu acesso vai até ${formatDate(accessUntil)}. Obrigado!`,
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}

export function orderRefundEmail(
  to: string,
  name: string,
  order: OrderFacts,
  stage: 'requested' | 'done',
): MailMessage {
  const text =
    stage === 'requested'
      ? [
          'Recebemos seu pedido de cancelamento dentro do prazo de arrependimento (art. 49 do Código de Defesa do Consumidor).',
          `Vamos transferir ${formatMoney(order.amountCents)} para a conta bancária que você informou; avisaremos quando o reembolso for feito.`,
        ]
      : [
          'Seu pedido foi cancelado dentro do prazo de arrependimento (art. 49 do Código de Defesa do Consumidor).',
          {
            pix: `Devolvemos ${formatMoney(order.amountCents)} pelo Pix para a conta que pagou.`,
            boleto: `Transferimos ${formatMoney(order.amountCents)} para a conta bancária que você informou.`,
            credit_card: `Estornamos ${formatMoney(order.amountCents)} no seu cartão; o valor aparece na fatura conforme o prazo do seu banco.`,
          }[order.paymentMethod],
        ];
  return {
    to,
    subject: stage === 'requested' ? 'Reembolso solicitado — Aula' : 'Pedido cancelado e reembolsado — Aula',
    text: [`Olá, ${name}!`, '', ...text, '', 'Equipe Aula'].join('\n'),
  };
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
  return {
    to,
    subject: `Seu plano ${input.plan} termina ${when} — Aula`,
    text: [
      `Olá, ${name}!`,
      '',
      `Seu acesso ao plano ${input.plan} vai até ${formatDate(input.accessUntil)}.`,
      `Para continuar por mais um ano, pague a renovação por ${PAYMENT_METHOD_LABELS[input.method]}:`,
      link,
      'O novo ano começa quando o atual termina: você não perde nenhum dia.',
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}
