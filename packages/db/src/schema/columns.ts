import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A moment, always with its time zone. */
export const at = () => timestamp({ withTimezone: true });

/** A moment set when the row is written (created, or updated by the code that changes it). */
export const timestampNow = () => at().notNull().defaultNow();

/** The row belongs to another and goes with it: required, ON DELETE CASCADE. */
export const belongsTo = (target: () => AnyPgColumn) =>
  integer().notNull().references(target, { onDelete: 'cascade' });
