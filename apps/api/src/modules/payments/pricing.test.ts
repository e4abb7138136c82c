import { describe, expect, it } from 'vitest';
import { addInterval, couponDiscountCents, prorateChange } from './pricing';

describe('coupon arithmetic', () => {
  it('applies percentages with rounding and flat amounts, never beyond the price', () => {
    expect(couponDiscountCents(2990, { discountType: 'percentage', discountValue: 10 })).toBe(299);
    expect(couponDiscountCents(2995, { discountType: 'percentage', discountValue: 15 })).toBe(449);
    expect(couponDiscountCents(2990, { discountType: 'percentage', discountValue: 100 })).toBe(2990);
    expect(couponDiscountCents(2990, { discountType: 'flat', discountValue: 500 })).toBe(500);
    expect(couponDiscountCents(2990, { discountType: 'flat', discountValue: 5000 })).toBe(2990);
  });
});

describe('proration', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-12-01T00:00:00Z');

  it('credits the unused part of the period against the new price', () => {
    const halfway = new Date('2026-11-16T00:00:00Z');
    expect(prorateChange({ paidCents: 3000, start, end }, 29900, halfway)).toEqual({
      creditCents: 1500,
      appliedCreditCents: 1500,
      amountDueCents: 28400,
      refundCents: 0,
    });
  });

  it('gives no credit once the period is over, and the full one at its start', () => {
    expect(
      prorateChange({ paidCents: 3000, start, end }, 29900, new Date('2026-12-05T00:00:00Z')).creditCents,
    ).toBe(0);
    expect(prorateChange({ paidCents: 3000, start, end }, 29900, start).creditCents).toBe(3000);
  });

  it('always charges at least the provider minimum when the credit exceeds the new price', () => {
    const result = prorateChange({ paidCents: 29900, start, end: addInterval(start, 'year') }, 2990, start);
    // What the new price cannot take goes back to the card.
    expect(result).toEqual({
      creditCents: 29900,
      appliedCreditCents: 2890,
      amountDueCents: 100,
      refundCents: 29900 - 2890,
    });
  });

  it('adds months and years', () => {
    expect(addInterval(start, 'month').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(addInterval(start, 'year').toISOString()).toBe('2027-11-01T00:00:00.000Z');
  });
});
