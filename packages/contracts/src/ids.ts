import { z } from 'zod';
import { sharedSchema } from './shared-schema';

/** Largest value a PostgreSQL integer column holds; every id and counter here is one. */
export const MAX_DB_INT = 2_147_483_647;
const OUT_OF_RANGE = 'Número fora do intervalo permitido.';

/** An id in a JSON body. */
export const dbId = sharedSchema((error?: string) =>
  z
    .number(error ? { error } : undefined)
    .int()
    .positive()
    .max(MAX_DB_INT, OUT_OF_RANGE),
);

/** An id in a path or query string. */
export const dbIdParam = sharedSchema(() => z.coerce.number().int().positive().max(MAX_DB_INT, OUT_OF_RANGE));

/** A page number: big enough for any list, small enough that its offset stays a valid number. */
export const pageParam = sharedSchema(() => z.coerce.number().int().min(1).max(1_000_000, OUT_OF_RANGE));

/** `:id` of a row in the URL. */
export const idParamSchema = z.object({ id: dbIdParam() });
