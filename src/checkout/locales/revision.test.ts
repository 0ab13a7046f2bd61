import { computed, effect } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { catalogRevision, reactiveCatalog } from './revision.js';

describe('reactiveCatalog', () => {
  it('makes every read, nested or not, a read of the revision', () => {
    const catalog = reactiveCatalog({ review: { heading: 'Review and pay' } });
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(catalog.review.heading);
    });
    // Written in place, as the locales chunk does; told by the revision.
    catalog.review.heading = 'Vérifier et payer';
    catalogRevision.value++;
    expect(seen).toEqual(['Review and pay', 'Vérifier et payer']);
    stop();
  });

  it('computes a text again when the language changes, though the catalog object is the same', () => {
    const catalog = reactiveCatalog({ pay: 'Pay' });
    const label = computed(() => catalog.pay);
    expect(label.value).toBe('Pay');
    catalog.pay = 'Payer';
    catalogRevision.value++;
    expect(label.value).toBe('Payer');
  });
});
