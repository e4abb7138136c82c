import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** The background job queue runs on this instance. */
  queue: z.literal('ok'),
  /**
   * Only when REDIS_URL is set. Redis away does not make the instance unready: the rate limits
   * count in the database meanwhile.
   */
  redis: z.enum(['ok', 'unavailable']).optional(),
});
