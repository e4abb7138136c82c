import { bigint, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, timestampNow } from './columns';

/** Fixed-window counters for rate limits, shared by every API instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().notNull(),
    windowStart: at().notNull(),
    hits: integer().notNull().default(0),
    expiresAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded bytes when files live in the database (FILE_STORAGE=postgres), so every API instance
 * reads the same files. Migration 0016 stores `content` uncompressed (STORAGE EXTERNAL): ranged
 * reads then fetch only the chunks they need, and PDFs and images barely compress anyway.
 */
export const fileContents = pgTable('file_contents', {
  key: text().primaryKey(),
  content: bytea().notNull(),
  sizeBytes: bigint({ mode: 'number' }).notNull(),
  createdAt: timestampNow(),
});
