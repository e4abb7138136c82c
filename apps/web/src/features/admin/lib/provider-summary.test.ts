import { describe, expect, it } from 'vitest';
import { chargeSummary, invoiceSummary, webhookResourceSummary } from './provider-summary';

const charge = {
  id: 'ch_1',
  status: 'paid',
  amount: 2990,
  paid_amount: 2990,
  paid_at: '2026-03-10T15:00:00Z',
  created_at: '2026-03-10T14:59:00Z',
  customer: { id: 'cus_1', name: 'Helena Souza', email: 'helena@escola.test' },
  last_transaction: {
    acquirer_message: 'Transação capturada com sucesso',
    card: { brand: 'Visa', last_four_digits: '4242' },
  },
  invoice: { id: 'in_1', subscriptionId: 'sub_1' },
};

describe('provider summaries', () => {
  it('reads a charge', () => {
    expect(chargeSummary(charge)).toEqual({
      id: 'ch_1',
      status: 'paid',
      amount: 2990,
      paidAmount: 2990,
      createdAt: '2026-03-10T14:59:00Z',
      paidAt: '2026-03-10T15:00:00Z',
      customer: { name: 'Helena Souza', email: 'helena@escola.test' },
      card: { brand: 'Visa', last4: '4242' },
      acquirerMessage: 'Transação capturada com sucesso',
      invoiceId: 'in_1',
    });
  });

  it('reads an invoice, taking the card from its charge or else its subscription', () => {
    const invoice = {
      id: 'in_1',
      status: 'pending',
      amount: 2990,
      total_discount: 0,
      charge: null,
      subscription: { id: 'sub_1', card: { brand: 'Mastercard', last_four_digits: '0005' } },
      cycle: { cycle: 2 },
    };
    expect(invoiceSummary(invoice)).toMatchObject({
      status: 'pending',
      chargeId: null,
      subscriptionId: 'sub_1',
      card: { brand: 'Mastercard', last4: '0005' },
      cycle: '2',
      customer: null,
    });
    expect(invoiceSummary({ ...invoice, charge })).toMatchObject({
      chargeId: 'ch_1',
      card: { brand: 'Visa', last4: '4242' },
      customer: { name: 'Helena Souza' },
    });
  });

  it('finds the charge, invoice and subscription a webhook is about', () => {
    expect(webhookResourceSummary({ type: 'charge.paid', data: charge })).toMatchObject({
      kind: 'charge',
      chargeId: 'ch_1',
      invoiceId: 'in_1',
      subscriptionId: 'sub_1',
      amount: 2990,
    });
    expect(
      webhookResourceSummary({ type: 'invoice.paid', data: { id: 'in_9', charge: { id: 'ch_9' } } }),
    ).toMatchObject({ kind: 'invoice', invoiceId: 'in_9', chargeId: 'ch_9' });
    expect(webhookResourceSummary('não é JSON')).toMatchObject({
      kind: null,
      chargeId: null,
      invoiceId: null,
      status: null,
    });
  });
});
