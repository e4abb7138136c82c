import { onFirstUse } from '@aula/contracts';
import { z } from 'zod';

const reais = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Integer cents → what a price input shows: 2990 → "29,90", 123456 → "1.234,56". */
export const formatReais = (cents: number) => reais().format(cents / 100);

/** "1.234,56" or "1234,56" (comma for the cents, dots between thousands). */
const COMMA_DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
/** "29.9" or "29.90": a dot followed by one or two digits is taken for the cents. */
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * An amount in reais as people type it ("29,90", "1.234,56", "R$ 29", "29.9") → integer cents;
 * null when it is not an amount. Whole numbers only: no floating point, so 0,29 is 29 cents exactly.
 */
export function parseReais(text: string): number | null {
  const clean = text.replace(/^\s*R\$\s*/, '').trim();
  const match = COMMA_DECIMAL.exec(clean) ?? DOT_DECIMAL.exec(clean);
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll('.', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** A price input's text, checked and turned into integer cents. */
export const reaisText = z.string().transform((text, ctx) => {
  if (text.trim() === '') {
    ctx.addIssue({ code: 'custom', message: 'Informe o valor.' });
    return z.NEVER;
  }
  const cents = parseReais(text);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'Use um valor em reais, como 29,90.' });
    return z.NEVER;
  }
  return cents;
});
