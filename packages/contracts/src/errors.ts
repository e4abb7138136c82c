import { z } from 'zod';
import { pageParam } from './ids';

/** DRF-shaped error bodies: `{detail, code?}` for non-field errors, `{field: [messages]}` for validation. */
export const detailErrorSchema = z.object({ detail: z.string(), code: z.string().optional() });
export type DetailError = z.infer<typeof detailErrorSchema>;

export const validationErrorSchema = z.record(z.string(), z.array(z.string()));
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** A 400: field errors, or a detail for object-level failures. */
export const badRequestSchema = z.union([validationErrorSchema, detailErrorSchema]);

export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const paginationQuerySchema = z.object({
  page: pageParam().default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
