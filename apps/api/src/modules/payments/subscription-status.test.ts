import { describe, expect, it } from 'vitest';
import { isLive, isUnended } from './subscription-status';

const now = new Date('2026-05-10T12:00:00Z');
const later = new Date('2026-06-10T12:00:00Z');
const earlier = new Date('2026-04-10T12:00:00Z');

describe('subscription status rules', () => {
  it('a live subscription is billing, or canceled but paid until a later date', () => {
    for (const status of ['pending', 'active', 'past_due']) {
      expect(isLive({ status, currentPeriodEnd: earlier }, now)).toBe(true);
    }
    expect(isLive({ status: 'canceled', currentPeriodEnd: later }, now)).toBe(true);
    expect(isLive({ status: 'canceled', currentPeriodEnd: earlier }, now)).toBe(false);
    expect(isLive({ status: 'canceled', currentPeriodEnd: null }, now)).toBe(false);
    for (const status of ['expired', 'failed', 'refunded']) {
      expect(isLive({ status, currentPeriodEnd: later }, now)).toBe(false);
    }
  });

  it('an unended subscription may still bill at the provider, a canceled one included', () => {
    expect(['pending', 'active', 'past_due', 'canceled'].every(isUnended)).toBe(true);
    expect(['expired', 'failed'].some(isUnended)).toBe(false);
  });
});
