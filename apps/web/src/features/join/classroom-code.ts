import { z } from 'zod';

/** Classroom codes are 6 letters or digits; people type them with spaces, dashes or in lower case. */
export function normalizeClassroomCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export const classroomCodeFormSchema = z.object({
  code: z
    .string()
    .transform(normalizeClassroomCode)
    .pipe(z.string().regex(/^[A-Z0-9]{6}$/, 'Digite o código de 6 letras ou números que você recebeu.')),
});
