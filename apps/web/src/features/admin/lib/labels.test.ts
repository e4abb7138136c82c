import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditActionLabels,
  auditTargetLabel,
  billingLabel,
  cardLabel,
  optionsOf,
  orderStatusLabels,
  providerLabel,
  providerStatusLabels,
  statisticsLabels,
  statusLabel,
  webhookTypeLabel,
  webhookTypeLabels,
} from './labels';

describe('admin labels', () => {
  it('says how often a plan bills', () => {
    expect(billingLabel('month', 1)).toBe('Mensal');
    expect(billingLabel('year', 1)).toBe('Anual');
    expect(billingLabel('month', 3)).toBe('A cada 3 meses');
    expect(billingLabel('year', 2)).toBe('A cada 2 anos');
  });

  it('names the provider statuses in Portuguese', () => {
    const named = (status: string) => statusLabel(providerStatusLabels, status);
    expect(named('paid')).toBe('Paga');
    expect(named('pending')).toBe('Pendente');
    expect(named('failed')).toBe('Falhou');
    expect(named('canceled')).toBe('Cancelada');
    expect(named('refunded')).toBe('Estornada');
    expect(named('active')).toBe('Ativa');
    expect(named('past_due')).toBe('Pagamento atrasado');
    expect(named('chargedback')).toBe('Contestada pelo cliente');
    expect(named('not_authorized')).toBe('Não autorizada');
    expect(statusLabel(orderStatusLabels, 'refunded')).toBe('Estornada');
  });

  it('keeps an unknown status visible behind a Portuguese lead-in, and a missing one as a dash', () => {
    expect(statusLabel(providerStatusLabels, 'on_hold')).toBe('Outra situação (on_hold)');
    expect(statusLabel(providerStatusLabels, null)).toBe('—');
  });

  it('names webhook events, and at least their resource when the type is unknown', () => {
    expect(webhookTypeLabel('charge.paid')).toBe('Cobrança paga');
    expect(webhookTypeLabel('invoice.payment_failed')).toBe('Falha no pagamento da fatura');
    expect(webhookTypeLabel('subscription.canceled')).toBe('Assinatura cancelada');
    expect(webhookTypeLabel('charge.antifraud_reproved')).toBe('Cobrança: outro evento');
    expect(webhookTypeLabel('transfer.created')).toBe('Outro evento');
    expect(webhookTypeLabel('')).toBe('Sem tipo');
  });

  it('names every audit action the API records, and falls back on the target type', () => {
    expect(auditActionLabel('coupon.created')).toBe('Cupom criado');
    expect(auditActionLabel('user.impersonated')).toBe('Acesso como outro usuário');
    expect(auditActionLabel('subscription.refunded')).toBe(
      'Primeiro pagamento estornado e assinatura cancelada',
    );
    expect(auditActionLabel('coupon.renamed')).toBe('Cupom: outra ação');
    expect(auditActionLabel('lesson.created')).toBe('Outra ação');
    expect(auditTargetLabel('subscription_plan')).toBe('Plano');
    expect(auditTargetLabel('lesson')).toBe('Outro tipo (lesson)');
  });

  it('has no English left in any label table', () => {
    const english =
      /\b(paid|pending|failed|canceled|refunded|active|upgrades?|downgrades?|mrr|churn|charge|invoice)\b/i;
    const tables = [
      providerStatusLabels,
      webhookTypeLabels,
      auditActionLabels,
      statisticsLabels,
      orderStatusLabels,
    ] as Record<string, string | [string, unknown]>[];
    for (const table of tables) {
      for (const value of Object.values(table)) {
        expect(Array.isArray(value) ? value[0] : value).not.toMatch(english);
      }
    }
  });

  it('describes a card by brand and last digits', () => {
    expect(cardLabel('visa', '4242')).toBe('Visa final 4242');
    expect(cardLabel('Mastercard', '0005')).toBe('Mastercard final 0005');
    expect(cardLabel(null, '1111')).toBe('Cartão final 1111');
    expect(cardLabel('elo', null)).toBe('Elo');
    expect(cardLabel(null, null)).toBe('—');
  });

  it('names the provider and builds select options from either kind of table', () => {
    expect(providerLabel('pagarme')).toBe('Pagar.me');
    expect(optionsOf({ a: 'Um', b: ['Dois', 'success'] })).toEqual([
      ['a', 'Um'],
      ['b', 'Dois'],
    ]);
  });
});
