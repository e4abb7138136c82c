import type { ChipProps } from '@mui/material/Chip';

/**
 * Every Portuguese label of the admin area: statuses, provider codes, webhook events, audit actions
 * and chart series. Screens never show the API's or the provider's English codes on their own.
 */

type Color = ChipProps['color'];

export const subscriptionStatusLabels: Record<string, [string, Color]> = {
  pending: ['Pendente', 'default'],
  active: ['Ativa', 'success'],
  past_due: ['Pagamento atrasado', 'warning'],
  canceled: ['Cancelada (até o fim do período)', 'info'],
  expired: ['Encerrada', 'default'],
  failed: ['Falhou', 'error'],
};

export const orderStatusLabels: Record<string, [string, Color]> = {
  pending: ['Pendente', 'default'],
  paid: ['Paga', 'success'],
  failed: ['Falhou', 'error'],
  refunded: ['Estornada', 'info'],
  canceled: ['Cancelada', 'default'],
  expired: ['Expirada', 'default'],
};

export const paymentMethodLabels: Record<string, string> = {
  pix: 'Pix',
  boleto: 'Boleto',
  credit_card: 'Cartão',
};

/** "Pix", "Cartão 12x". */
export const describePayment = (method: string, installments: number) =>
  `${paymentMethodLabels[method] ?? method}${method === 'credit_card' && installments > 1 ? ` ${installments}x` : ''}`;

export const orderKindLabels: Record<string, string> = {
  subscription: 'Primeira cobrança',
  renewal: 'Renovação',
  plan_change: 'Troca de plano',
  product: 'Produto',
};

export const contactStatusLabels: Record<string, [string, Color]> = {
  open: ['Aberta', 'warning'],
  answered: ['Respondida', 'success'],
};

export const webhookStatusLabels: Record<string, [string, Color]> = {
  received: ['Recebido', 'default'],
  processing: ['Processando', 'info'],
  processed: ['Processado', 'success'],
  failed: ['Falhou', 'error'],
  rejected: ['Rejeitado', 'warning'],
};

const jobQueueLabels: Record<string, string> = {
  'send-email': 'E-mails',
  'process-webhook': 'Eventos de webhook da Pagar.me',
  'payments-sweep': 'Varredura de pagamentos',
  'remove-files': 'Arquivos apagados (contas excluídas, autorizações retiradas, envios sem uso)',
  'unused-uploads-cleanup': 'Limpeza de envios não usados',
  'image-variants': 'Cópias menores das imagens das aulas (WebP)',
  'image-variants-backfill': 'Cópias que faltam das imagens enviadas antes delas',
  'assignments-announce-published': 'Aviso de atividades publicadas',
  'notification-digest': 'Resumo diário dos professores',
  'family-weekly-summary': 'Resumo semanal das famílias',
};

export const jobQueueLabel = (queue: string) => jobQueueLabels[queue] ?? queue;

export const roleLabels = {
  teacher: 'Professor(a)',
  student: 'Aluno(a)',
  staff: 'Equipe',
  superuser: 'Superusuário',
};

const intervalLabels = { month: 'Mensal', year: 'Anual' } as const;

/** How often a plan bills: "Mensal", "Anual", "A cada 3 meses", "A cada 2 anos". */
export function billingLabel(interval: keyof typeof intervalLabels, count: number): string {
  if (count <= 1) return intervalLabels[interval];
  return `A cada ${count} ${interval === 'month' ? 'meses' : 'anos'}`;
}

export function rolesOf(u: {
  is_teacher: boolean;
  is_student: boolean;
  is_staff: boolean;
  is_superuser: boolean;
}) {
  const roles: string[] = [];
  if (u.is_superuser) roles.push(roleLabels.superuser);
  else if (u.is_staff) roles.push(roleLabels.staff);
  if (u.is_teacher) roles.push(roleLabels.teacher);
  if (u.is_student) roles.push(roleLabels.student);
  return roles;
}

/** A user's access group, as the profile names it. */
export const accessGroupLabels: Record<string, string> = { paid: 'Assinante', free: 'Gratuita' };

export const orphanActionLabels: Record<string, [string, Color]> = {
  canceled: ['Cancelada no provedor', 'success'],
  reported: ['Precisa de atenção', 'warning'],
};

/** The provider's own statuses (charges, invoices, subscriptions, transactions): all feminine nouns. */
export const providerStatusLabels: Record<string, [string, Color]> = {
  pending: ['Pendente', 'default'],
  processing: ['Em processamento', 'info'],
  paid: ['Paga', 'success'],
  overpaid: ['Paga a mais', 'warning'],
  underpaid: ['Paga a menos', 'warning'],
  failed: ['Falhou', 'error'],
  canceled: ['Cancelada', 'default'],
  refunded: ['Estornada', 'info'],
  partial_refunded: ['Estornada em parte', 'info'],
  chargedback: ['Contestada pelo cliente', 'error'],
  scheduled: ['Agendada', 'default'],
  active: ['Ativa', 'success'],
  future: ['Futura', 'default'],
  past_due: ['Pagamento atrasado', 'warning'],
  expired: ['Encerrada', 'default'],
  captured: ['Capturada', 'success'],
  authorized_pending_capture: ['Autorizada, aguardando captura', 'info'],
  not_authorized: ['Não autorizada', 'error'],
  voided: ['Anulada', 'default'],
  with_error: ['Com erro', 'error'],
};

/** A status code's label; an unknown code is shown as it came, with a Portuguese lead-in. */
export function statusLabel(labels: Record<string, [string, Color]>, value: string | null | undefined) {
  if (!value) return '—';
  return labels[value]?.[0] ?? `Outra situação (${value})`;
}

const resourceLabels: Record<string, string> = {
  charge: 'Cobrança',
  invoice: 'Fatura',
  subscription: 'Assinatura',
  order: 'Pedido',
  customer: 'Cliente',
  card: 'Cartão',
  plan: 'Plano',
};

export const webhookTypeLabels: Record<string, string> = {
  'subscription.created': 'Assinatura criada',
  'subscription.updated': 'Assinatura atualizada',
  'subscription.canceled': 'Assinatura cancelada',
  'invoice.created': 'Fatura criada',
  'invoice.updated': 'Fatura atualizada',
  'invoice.paid': 'Fatura paga',
  'invoice.payment_failed': 'Falha no pagamento da fatura',
  'invoice.canceled': 'Fatura cancelada',
  'charge.created': 'Cobrança criada',
  'charge.pending': 'Cobrança pendente',
  'charge.processing': 'Cobrança em processamento',
  'charge.paid': 'Cobrança paga',
  'charge.underpaid': 'Cobrança paga a menos',
  'charge.overpaid': 'Cobrança paga a mais',
  'charge.payment_failed': 'Falha no pagamento da cobrança',
  'charge.refunded': 'Cobrança estornada',
  'charge.chargedback': 'Cobrança contestada pelo cliente',
  'order.created': 'Pedido criado',
  'order.paid': 'Pedido pago',
  'order.payment_failed': 'Falha no pagamento do pedido',
  'order.canceled': 'Pedido cancelado',
};

/** "charge.paid" → "Cobrança paga"; an unknown type at least names its resource. */
export function webhookTypeLabel(type: string | null | undefined) {
  if (!type) return 'Sem tipo';
  const known = webhookTypeLabels[type];
  if (known) return known;
  const resource = resourceLabels[type.split('.')[0] ?? ''];
  return resource ? `${resource}: outro evento` : 'Outro evento';
}

export const auditActionLabels: Record<string, string> = {
  'user.updated': 'Papéis ou acesso de usuário alterados',
  'user.impersonated': 'Acesso como outro usuário',
  'account.deleted': 'Conta excluída pelo próprio usuário',
  'subscription_plan.created': 'Plano criado',
  'subscription_plan.updated': 'Plano alterado',
  'subscription_plan.deleted': 'Plano excluído',
  'provider_subscription_plan.created': 'Plano criado no provedor',
  'subscription.granted': 'Assinatura concedida',
  'subscription.extended': 'Assinatura estendida',
  'subscription.canceled_now': 'Assinatura cancelada na hora',
  'subscription.refunded': 'Primeiro pagamento estornado e assinatura cancelada',
  'order.refunded': 'Pedido estornado',
  'order.boleto_refund_paid': 'Reembolso de boleto transferido',
  'coupon.created': 'Cupom criado',
  'coupon.updated': 'Cupom alterado',
  'coupon.deactivated': 'Cupom desativado',
  'coupon.deleted': 'Cupom excluído',
  'product.created': 'Produto criado',
  'payment_processor.created': 'Processador de pagamento cadastrado',
  'webhook_event.reprocessed': 'Evento de webhook reprocessado',
  'contact_message.answered': 'Mensagem do Fale conosco respondida',
  'consent.granted': 'Responsável autorizou o uso dos dados da criança',
  'consent.refused': 'Responsável não autorizou o uso dos dados da criança',
  'consent.revoked': 'Responsável retirou a autorização (arquivos da criança apagados)',
  'classroom.period_closed': 'Período da turma fechado',
  'classroom.period_reopened': 'Período da turma reaberto',
};

const auditTargetLabels: Record<string, string> = {
  user: 'Usuário',
  subscription: 'Assinatura',
  subscription_plan: 'Plano',
  provider_subscription_plan: 'Plano no provedor',
  order: 'Pedido',
  coupon: 'Cupom',
  product: 'Produto',
  payment_processor: 'Processador de pagamento',
  webhook_event: 'Evento de webhook',
  contact_message: 'Mensagem do Fale conosco',
  classroom: 'Turma',
};

export function auditActionLabel(action: string) {
  const known = auditActionLabels[action];
  if (known) return known;
  const target = auditTargetLabels[action.split('.')[0] ?? ''];
  return target ? `${target}: outra ação` : 'Outra ação';
}

export const auditTargetLabel = (type: string) => auditTargetLabels[type] ?? `Outro tipo (${type})`;

const cardBrands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  aura: 'Aura',
};

/** "visa", "4242" → "Visa final 4242"; whatever is missing is left out. */
export function cardLabel(brand: string | null | undefined, last4: string | null | undefined) {
  const name = brand ? (cardBrands[brand.toLowerCase()] ?? brand) : '';
  if (!last4) return name || '—';
  return `${name ? `${name} ` : 'Cartão '}final ${last4}`;
}

export const providerLabel = (provider: string) => (provider === 'pagarme' ? 'Pagar.me' : provider);

/** Chart legends and report columns. */
export const statisticsLabels = {
  teachers: 'Professores',
  students: 'Alunos',
  staff: 'Equipe',
  new: 'Novas',
  upgrades: 'Trocas para plano maior',
  downgrades: 'Trocas para plano menor',
  canceled: 'Canceladas',
  failed_payments: 'Pagamentos com falha',
  mrr: 'Receita recorrente mensal',
  active: 'Assinaturas ativas',
} as const;

/** Select options ([value, label]) from a label table. */
export function optionsOf(labels: Record<string, string | [string, Color]>): [string, string][] {
  return Object.entries(labels).map(([value, label]) => [value, Array.isArray(label) ? label[0] : label]);
}
