/**
 * A schema factory that builds its schema once per set of arguments. Zod schemas are immutable, so
 * every field with the same rule can share one; and building them is what loading the contracts
 * costs (each method of a chain is a copy, ~0.1 ms on a phone): it was the longest task of a home's
 * first load.
 */
export function sharedSchema<A extends (string | number | undefined)[], S>(
  build: (...args: A) => S,
): (...args: A) => S {
  const built = new Map<string, S>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build(...args);
      built.set(key, schema);
    }
    return schema;
  };
}
