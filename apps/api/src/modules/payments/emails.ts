import { formatDate, formatMoney, spaRoutes } from '@aula/contracts';
import type { MailMessage } from '../../lib/mailer';

export function paymentConfirmedEmail(
  to: string,
  name: string,
  plan: string,
  amountCents: number,
): MailMessage {
  return {
    to,
    subject: 'Pagamento confirmado — Aula',
    text: `Olá, ${name}!\n\nRecebemos o pagamento de ${formatMoney(amountCents)} da sua assinatura ${plan}. Obrigado!\n\nEquipe Aula`,
  };
}

export function paymentFailedEmail(
  to: string,
  name: string,
  plan: string,
  publicUrl: string,
  graceUntil: Date,
): MailMessage {
  return {
    to,
    subject: 'Não conseguimos cobrar sua assinatura — Aula',
    text: [
      `Olá, ${name}!`,
      '',
      `A cobrança da sua assinatura ${plan} foi recusada pela operadora do cartão.`,
      'Você continua com todos os recursos do plano por enquanto: suas turmas e alunos seguem normalmente.',
      `Atualize o cartão até ${formatDate(graceUntil)} para não perder os recursos do plano:`,
      `${publicUrl}${spaRoutes.paymentUpdateRequired}`,
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}

export function subscriptionCanceledEmail(
  to: string,
  name: string,
  plan: string,
  accessUntil: Date | null,
): MailMessage {
  return {
    to,
    subject: 'Assinatura cancelada — Aula',
    text: [
      `Olá, ${name}!`,
      '',
      `Sua assinatura ${plan} foi cancelada.`,
      accessUntil ? `Você continua com os recursos do plano até ${formatDate(accessUntil)}.` : '',
      'Se mudar de ideia, é só reativar em "Minha conta" antes dessa data.',
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}

export function withdrawalEmail(to: string, name: string, refundCents: number): MailMessage {
  return {
    to,
    subject: 'Assinatura cancelada e reembolsada — Aula',
    text: [
      `Olá, ${name}!`,
      '',
      'Sua assinatura foi cancelada dentro do prazo de arrependimento (art. 49 do Código de Defesa do Consumidor).',
      `Estornamos ${formatMoney(refundCents)} no seu cartão; o valor aparece na fatura conforme o prazo do seu banco.`,
      'Sua conta voltou ao plano Gratuito, e suas turmas e alunos continuam aqui.',
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}
