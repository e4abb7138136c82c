import { z } from 'zod';
import { dbIdParam } from './ids';
import { sharedSchema } from './shared-schema';

/** Fields the admin area's schemas share (admin.ts, admin-catalogue.ts, admin-billing.ts). */

export const isoDate = z.iso.date({ error: 'Use uma data no formato AAAA-MM-DD.' });
export const optionalText = sharedSchema((max: number = 200) => z.string().trim().max(max).optional());
export const idQuery = dbIdParam().optional();
/** The largest amount (in cents) any price or flat discount may have: R$ 100.000,00. */
export const MAX_MONEY_CENTS = 100_000_00;
/** An amount in cents from `min`, one message per problem. */
export const cents = (min: number, tooLow: string) =>
  z
    .number({ error: 'Informe o valor em centavos.' })
    .int('Use centavos inteiros.')
    .min(min, tooLow)
    .max(MAX_MONEY_CENTS, 'Valor alto demais.');
export const money = cents(0, 'O valor não pode ser negativo.');
/** How it was paid: Pix, boleto or card. */
export const paymentMethod = z.enum(['pix', 'boleto', 'credit_card']);
