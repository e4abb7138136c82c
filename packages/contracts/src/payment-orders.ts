import { z } from 'zod';
import { isValidCpf, onlyDigits } from './brazil';
import { formatMoney } from './format';
import { dbId } from './ids';

/**
 * One-off orders of the annual plan (issue 50): Pix, boleto, or a card in up to 12 instalments.
 * Monthly plans stay a card subscription (Pix is not available for recurring charges).
 */
export const paymentMethodSchema = z.enum(['pix', 'boleto', 'credit_card'], {
  error: 'Escolha Pix, boleto ou cartão.',
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'Pix',
  boleto: 'Boleto',
  credit_card: 'Cartão de crédito',
};

/** A Pix QR code is valid for 30 minutes; a boleto is due in 3 days. */
export const PIX_EXPIRY_MINUTES = 30;
export const BOLETO_DUE_DAYS = 3;
/** The most instalments a plan may allow (and the default of annual plans). */
export const MAX_INSTALLMENTS = 12;
/** Renewal e-mails, days before the end of the access an order paid for. */
export const RENEWAL_REMINDER_DAYS = [15, 7, 1] as const;

/**
 * The instalments of a card order, exact to the centavo and adding up to the total: the centavos
 * that do not divide evenly go one each to the first instalments (R$ 299,00 in 12 = 8 × R$ 24,92
 * and 4 × R$ 24,91).
 */
export function installmentAmounts(totalCents: number, count: number): number[] {
  const n = Math.max(1, Math.floor(count));
  const base = Math.floor(totalCents / n);
  const remainder = totalCents - base * n;
  return Array.from({ length: n }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** "12x de R$ 24,92 sem juros" (the first, largest, instalment), or "À vista R$ 299,00". */
export function installmentLabel(totalCents: number, count: number): string {
  if (count <= 1) return `À vista ${formatMoney(totalCents)}`;
  return `${count}x de ${formatMoney(installmentAmounts(totalCents, count)[0]!)} sem juros`;
}

/** The Pix price: the plan's price less the Pix discount staff set, rounded to the centavo. */
export const pixPriceCents = (priceCents: number, pixDiscountPercent: number) =>
  priceCents - Math.round((priceCents * pixDiscountPercent) / 100);

export const orderStatusValues = ['pending', 'paid', 'failed', 'expired', 'canceled', 'refunded'] as const;
export const paymentOrderStatusSchema = z.enum(orderStatusValues);
export type PaymentOrderStatus = z.infer<typeof paymentOrderStatusSchema>;

export const createPaymentOrderRequestSchema = z
  .object({
    subscription_plan: dbId('Escolha o plano.'),
    method: paymentMethodSchema,
    installments: z
      .number({ error: 'Escolha o número de parcelas.' })
      .int('Escolha o número de parcelas.')
      .min(1, 'Ao menos 1 parcela.')
      .max(MAX_INSTALLMENTS, `No máximo ${MAX_INSTALLMENTS} parcelas.`)
      .optional(),
    card_token: z.string().min(1, 'Cartão não informado.').max(200, 'Cartão inválido.').optional(),
    coupon: z.string().trim().toUpperCase().max(40, 'Cupom não encontrado.').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'credit_card' && !value.card_token) {
      ctx.addIssue({ code: 'custom', path: ['card_token'], message: 'Cartão não informado.' });
    }
    if (value.method !== 'credit_card' && value.installments !== undefined && value.installments !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['installments'],
        message: 'Parcelamento só no cartão de crédito.',
      });
    }
  });
export type CreatePaymentOrderRequest = z.input<typeof createPaymentOrderRequestSchema>;

export const paymentOrderSchema = z.object({
  id: z.int(),
  provider_order_id: z.string().nullable(),
  status: paymentOrderStatusSchema,
  method: paymentMethodSchema,
  amount_cents: z.int(),
  installments: z.int(),
  pix: z.object({ qr_code: z.string(), qr_code_svg: z.string(), expires_at: z.string() }).nullable(),
  boleto: z
    .object({ line: z.string(), barcode: z.string(), pdf_url: z.string(), due_at: z.string() })
    .nullable(),
  access_until: z.string().nullable(),
  /** What follows, beyond the issue's fields: the screens' needs. */
  plan: z.object({ id: z.int(), name: z.string() }).nullable(),
  discount_cents: z.int(),
  installment_amounts: z.array(z.int()),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** CDC art. 49: until when "Cancelar e pedir reembolso" is offered; null when not (any more). */
  refundable_until: z.string().nullable(),
  /** A boleto refund asked for and waiting for staff to pay it. */
  refund_requested_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `No máximo ${max} caracteres.`);

/** Where a boleto's refund is paid: an account of the CPF holder. */
export const refundBankAccountSchema = z.object({
  holder_name: requiredText('o nome do titular', 120),
  holder_cpf: z
    .string({ error: 'Informe o CPF do titular.' })
    .transform(onlyDigits)
    .refine((v) => v.length === 11, 'O CPF tem 11 dígitos.')
    .refine(isValidCpf, 'CPF inválido: confira os dígitos.'),
  bank: requiredText('o banco', 80),
  agency: z
    .string({ error: 'Informe a agência.' })
    .trim()
    .regex(/^\d{1,5}(-?[\dXx])?$/, 'Agência inválida, ex. 1234 ou 1234-5.'),
  account: z
    .string({ error: 'Informe a conta.' })
    .trim()
    .regex(/^\d{1,13}-?[\dXx]$/, 'Conta inválida, ex. 12345-6.'),
});
export type RefundBankAccount = z.infer<typeof refundBankAccountSchema>;

export const refundPaymentOrderRequestSchema = z.object({
  /** Required for a boleto (the money goes back by bank transfer). */
  bank_account: refundBankAccountSchema.optional(),
  reason: z.string().trim().max(1000, 'No máximo 1000 caracteres.').optional(),
});
