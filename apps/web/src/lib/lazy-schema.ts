/**
 * A zod schema built the first time it is used rather than when its module loads. The contracts
 * declare a few hundred schemas at module level; a page uses a handful, yet loading the modules
 * built them all, the longest part of a home's first script tasks on a phone. The web build wraps
 * the contracts' module-level schemas in this (build/lazy-schemas.ts); the API keeps them as they are.
 *
 * The stand-in forwards every operation to the real schema, so `parse`, `.optional()`, `.extend()`,
 * `instanceof` and zod's own reads of `_zod` behave as on the schema itself. Not `z.toJSONSchema`,
 * which tells schemas apart by identity: the API documents the contracts from the schemas themselves.
 */
export function lazySchema<S extends object>(build: () => S): S {
  let built: S | undefined;
  const schema = (): S => {
    if (built === undefined) {
      const value = build();
      if (typeof value !== 'object' || value === null || !('_zod' in value)) {
        throw new TypeError('lazySchema: a expressão não produziu um schema do zod.');
      }
      built = value;
    }
    return built;
  };
  // The target only stands in: every trap reads the real schema. Descriptors are reported as
  // configurable, as a proxy may not claim a fixed property its (empty) target lacks.
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
