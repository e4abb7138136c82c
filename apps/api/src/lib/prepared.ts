import { sql, type Placeholder } from 'drizzle-orm';

/**
 * Prepared statements built on first use, one per query shape (which filters are present, say).
 * Drizzle then builds the SQL once, and PostgreSQL parses and plans it once per connection rather
 * than on every request; values go in through `sql.placeholder()`. Build them on the app's database,
 * never on a transaction: a statement prepared there belongs to it.
 */
export function preparedStatements<Q>(prefix: string) {
  const statements = new Map<string, Q>();
  return (shape: string, build: (name: string) => Q): Q => {
    let statement = statements.get(shape);
    if (!statement) {
      // PostgreSQL truncates names past 63 bytes, so shapes stay short flag strings.
      statement = build(`${prefix}_${shape}`);
      statements.set(shape, statement);
    }
    return statement;
  };
}

/** The prepared statement a query builder factory makes. */
export type Prepared<F extends (...args: never[]) => { prepare: (name: string) => unknown }> = ReturnType<
  ReturnType<F>['prepare']
>;

/**
 * An integer placeholder the planner cannot read: a subquery. PostgreSQL plans a prepared statement
 * again at every execution while a plan for the values at hand looks cheaper than its generic plan,
 * and one that can read a LIMIT always does. Hidden, one plan serves every execution after the fifth.
 * (Typed as a placeholder so that LIMIT and OFFSET take it; Drizzle writes it as any SQL.)
 */
export const opaqueInteger = (name: string) =>
  sql`(select ${sql.placeholder(name)}::integer)` as unknown as Placeholder;
