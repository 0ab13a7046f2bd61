import { signal } from '@preact/signals';
import type { Localized } from '../../api/text.js';

/**
 * Counts the languages written into the live catalogs. The catalogs are plain objects, changed
 * in place; every read of a text goes through `reactiveCatalog`, which reads this too.
 */
export const catalogRevision = signal(0);

/**
 * A catalog whose every read is also a read of the revision, so whatever shows or builds a text
 * follows a new language: a computed computes it again, and a view draws again though nothing
 * else it reads has changed (a signals component whose props are the same skips its parent's
 * redraw).
 */
export function reactiveCatalog<T extends object>(catalog: T): Localized<T> {
  return new Proxy(catalog, {
    get(target, key) {
      catalogRevision.value;
      const value: unknown = target[key as keyof T];
      return typeof value === 'object' && value ? reactiveCatalog(value) : value;
    },
  }) as unknown as Localized<T>;
}
