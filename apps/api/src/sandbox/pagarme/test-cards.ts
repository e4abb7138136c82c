import type { CardOutcome } from './store';

/** The sandbox's test cards; any other valid number is approved. */
export const TEST_CARDS = {
  approved: '4000000000000010',
  declined: '4000000000000002',
  failsAtRenewal: '4000000000000028',
} as const;

export function outcomeOf(number: string): CardOutcome {
  if (number === TEST_CARDS.declined) return 'decline';
  if (number === TEST_CARDS.failsAtRenewal) return 'fail_renewal';
  return 'approve';
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'Amex';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number))
    return 'Elo';
  if (/^(38|60)/.test(number)) return 'Hipercard';
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  return 'Visa';
}
