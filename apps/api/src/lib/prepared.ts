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
