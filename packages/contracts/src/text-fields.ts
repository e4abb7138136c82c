import { z } from 'zod';
import { sharedSchema } from './shared-schema';

/**
 * Invisible characters that turn the direction of the text after them: in a name or a title they
 * only serve to disguise it ("\u202Eodnaxela" shows as "alexandre").
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A required line of text (a name, a title): without direction controls, trimmed, at most `max` characters. */
export const requiredLine = sharedSchema((label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .overwrite((value) => value.replace(DIRECTION_CONTROLS, ''))
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `No máximo ${max} caracteres.`),
);
