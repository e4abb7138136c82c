import { z } from 'zod';

const digits = (text: string) => /^\d+$/.test(text.trim());

/** A whole number typed in a text input, from `min` to `max`. */
export const wholeNumberText = (min: number, max: number) =>
  z
    .string()
    .refine((text) => text.trim() !== '', 'Informe um número.')
    .refine(digits, 'Use só algarismos.')
    .transform(Number)
    .pipe(z.number().min(min, `Use de ${min} a ${max}.`).max(max, `Use de ${min} a ${max}.`));

/** The same, where an empty input means "none" (null); the bounds come from the contract. */
export const optionalWholeNumberText = z
  .string()
  .refine((text) => text.trim() === '' || digits(text), 'Use só algarismos.')
  .transform((text) => (text.trim() === '' ? null : Number(text)));

/**
 * A whole number for a contract that says itself what is wrong with it: an empty input is NaN, which
 * the contract rejects with its own message ("Informe os dias.").
 */
export const contractNumberText = z
  .string()
  .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)));
