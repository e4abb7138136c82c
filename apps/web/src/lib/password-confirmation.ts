import { passwordField } from '@aula/contracts';
import { z } from 'zod';

export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não são iguais.';

/** A new password typed twice: the contract's rules for the first, equality for the second. */
export const newPasswordSchema = z
  .object({
    password: passwordField,
    confirmation: z.string().min(1, 'Repita a nova senha.'),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: PASSWORD_MISMATCH_MESSAGE,
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
