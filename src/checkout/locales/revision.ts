import { computed, type ReadonlySignal, signal } from '@preact/signals';

/**
 * Counts the languages written into the live catalogs. The catalogs are plain objects, changed
 * in place; a computed that reads a text reads this too, so a new language computes it again.
 */
export const catalogRevision = signal(0);

/** A computed text: recomputed when what `read` reads changes, and when the language does. */
export function localized<T>(read: () => T): ReadonlySignal<T> {
  return computed(() => {
    catalogRevision.value;
    return read();
  });
}
