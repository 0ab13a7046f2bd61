import { describe, expect, it } from 'vitest';
import { catalogRevision, localized } from './revision.js';

describe('localized', () => {
  it('computes a text again when the language changes, though the catalog object is the same', () => {
    const catalog = { pay: 'Pay' };
    const label = localized(() => catalog.pay);
    expect(label.value).toBe('Pay');
    catalog.pay = 'Payer';
    // The catalog is written in place: nothing a plain computed reads has changed.
    expect(label.value).toBe('Pay');
    catalogRevision.value++;
    expect(label.value).toBe('Payer');
  });
});
