import { isValidCpf, onlyDigits } from '@aula/contracts';
import { z } from 'zod';
import type { CardInput } from './card-token';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/AA" → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The card form (checked before anything is sent to the provider). */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z
      .string()
      .transform(onlyDigits)
      .refine((v) => v.length > 0, 'Informe o número do cartão.')
      .refine(
        (v) => v.length === 0 || (v.length >= 13 && v.length <= 19 && luhnValid(v)),
        'Número do cartão inválido. Confira os dígitos.',
      ),
    holder_name: z
      .string()
      .trim()
      .min(2, 'Informe o nome como está impresso no cartão.')
      .max(64, 'No máximo 64 caracteres.'),
    holder_document: z
      .string()
      .transform(onlyDigits)
      .refine((v) => v.length === 11, 'Informe o CPF do titular (11 dígitos).')
      .refine(isValidCpf, 'CPF inválido: confira os dígitos.'),
    expiry: z
      .string()
      .refine((v) => v.trim().length > 0, 'Informe a validade.')
      .refine((v) => v.trim().length === 0 || parseExpiry(v) !== null, 'Validade inválida: use MM/AA.')
      .refine((v) => {
        const parsed = parseExpiry(v);
        if (!parsed) return true;
        const today = now();
        const year = today.getFullYear();
        return parsed.year > year || (parsed.year === year && parsed.month >= today.getMonth() + 1);
      }, 'Cartão vencido.'),
    cvv: z.string().refine((v) => /^\d{3,4}$/.test(v), 'Informe os 3 ou 4 dígitos do código de segurança.'),
  });
}

export type CardFormInput = z.input<ReturnType<typeof cardFormSchema>>;
export type CardFormValues = z.output<ReturnType<typeof cardFormSchema>>;

export const emptyCardForm = (holderDocument = ''): CardFormInput => ({
  number: '',
  holder_name: '',
  holder_document: holderDocument,
  expiry: '',
  cvv: '',
});

export function toCardInput(values: CardFormValues): CardInput {
  const expiry = parseExpiry(values.expiry)!;
  return {
    number: values.number,
    holderName: values.holder_name,
    holderDocument: values.holder_document,
    expMonth: expiry.month,
    expYear: expiry.year,
    cvv: values.cvv,
  };
}
