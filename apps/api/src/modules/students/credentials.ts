import { randomInt } from 'node:crypto';
import { CLASSROOM_CODE_ALPHABET, temporaryPasswordFrom, usernameFromNames } from '@aula/contracts';

/** "Ana Luíza", "Souza Lima" → "ana.souza"; a short one gets the "aluno." prefix. */
export function usernameBase(firstName: string, lastName: string): string {
  const base = usernameFromNames(firstName, lastName);
  return (base.length >= 3 ? base : `aluno.${base}`).slice(0, 24);
}

/** The first free name among base, base2, base3… given the names already taken with that prefix. */
export function firstFreeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

/** e.g. "girafa-cometa-47": a child can read it off a printed card. */
export const temporaryPassword = () => temporaryPasswordFrom(randomInt);

export function classroomCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CLASSROOM_CODE_ALPHABET[randomInt(CLASSROOM_CODE_ALPHABET.length)];
  return code;
}
