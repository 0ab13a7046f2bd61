// A schema built on first use. The widget's first screen evaluates every schema module it
// imports; most of those schemas (quotes, cards, bank links, confirmation) are first needed
// steps later, and building a zod object costs time the buyer waits through. `lazySchema`
// returns a stand-in that builds the schema when anything first touches it and forwards every
// operation to it, so parsing, `instanceof`, composition into other schemas and the inferred
// types are those of the schema itself.

/** The schema `build` returns, built on first use (then kept). */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in's own (empty) target lacks the key: a proxy may only report it configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
