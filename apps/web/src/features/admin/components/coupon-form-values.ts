import { adminCouponInputSchema, type AdminCoupon } from '@aula/contracts';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { checkedBy } from '../lib/checked-by';
import { isoDay } from '@/lib/format';
import { formatReais, reaisText } from '../lib/price';
import { optionalWholeNumberText, wholeNumberText } from '../lib/whole-number';

/** ISO instant → the São Paulo day (YYYY-MM-DD) for a date input, and back (start or end of that day). */
const toDay = (iso: string | null) => (iso ? isoDay(0, Date.parse(iso)) : '');
const fromDay = (day: string, end: boolean) => (day ? `${day}T${end ? '23:59:59' : '00:00:00'}-03:00` : null);

const percentText = wholeNumberText(1, 100);

// The code is checked as it is typed too, so its message shows with every other field's.
const fieldsSchema = z.object({
  code: adminCouponInputSchema.shape.code,
  discount_type: z.enum(['percentage', 'flat']),
  /** Whole percent, or reais typed as "5,00" for a flat discount. */
  discount_value: z.string(),
  cycles: optionalWholeNumberText,
  valid_from: z.string(),
  valid_until: z.string(),
  max_redemptions: optionalWholeNumberText,
  is_active: z.boolean(),
  plans: z.array(z.number()),
});

/** The inputs as typed → the body the API takes, checked by the same contract the server applies. */
export const couponFormSchema = fieldsSchema
  .transform((coupon, ctx) => {
    const value = (coupon.discount_type === 'flat' ? reaisText : percentText).safeParse(
      coupon.discount_value,
    );
    if (!value.success) {
      for (const issue of value.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['discount_value'] });
      return z.NEVER;
    }
    return {
      ...coupon,
      discount_value: value.data,
      valid_from: fromDay(coupon.valid_from, false),
      valid_until: fromDay(coupon.valid_until, true),
    };
  })
  .transform(checkedBy(adminCouponInputSchema));

export type CouponFormInput = z.input<typeof fieldsSchema>;
export type CouponFormOutput = z.output<typeof couponFormSchema>;

/** The fields a server's 400 may name (the form's names are the API's). */
export const COUPON_SERVER_FIELDS: readonly Path<CouponFormInput>[] = [
  'code',
  'discount_type',
  'discount_value',
  'cycles',
  'valid_from',
  'valid_until',
  'max_redemptions',
  'is_active',
  'plans',
];

export function couponFormDefaults(coupon?: AdminCoupon): CouponFormInput {
  const flat = coupon?.discount_type === 'flat';
  return {
    code: coupon?.code ?? '',
    discount_type: coupon?.discount_type ?? 'percentage',
    discount_value: coupon
      ? flat
        ? formatReais(coupon.discount_value)
        : String(coupon.discount_value)
      : '10',
    cycles: coupon ? (coupon.cycles === null ? '' : String(coupon.cycles)) : '1',
    valid_from: toDay(coupon?.valid_from ?? null),
    valid_until: toDay(coupon?.valid_until ?? null),
    max_redemptions: coupon?.max_redemptions ? String(coupon.max_redemptions) : '',
    is_active: coupon?.is_active ?? true,
    plans: coupon?.plans ?? [],
  };
}
