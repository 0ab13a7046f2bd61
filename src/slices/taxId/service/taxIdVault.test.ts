import { describe, expect, it } from 'vitest';
import { createTaxIdVault, newTaxIdToken, TAX_ID_RULES } from './taxIdVault.js';

describe('tax id vault', () => {
  it('hands out a token and the last four; the number only to the same order', () => {
    const vault = createTaxIdVault();
    const kept = vault.keep('m', 'order-1', '123456789', 0);
    expect(kept).toEqual({ ok: true, taxIdToken: expect.any(String), last4: '6789' });
    if (!kept.ok) return;
    expect(kept.taxIdToken).toMatch(/^tid_[A-Za-z0-9]{24}$/);
    expect(vault.numberFor('m', 'order-1', kept.taxIdToken, 1)).toBe('123456789');
    expect(vault.numberFor('m', 'order-2', kept.taxIdToken, 1)).toBeUndefined();
    expect(vault.numberFor('m2', 'order-1', kept.taxIdToken, 1)).toBeUndefined();
    expect(vault.numberFor('m', 'order-1', newTaxIdToken(), 1)).toBeUndefined();
    // An hour later the token is gone.
    expect(vault.numberFor('m', 'order-1', kept.taxIdToken, TAX_ID_RULES.ttlMs)).toBeUndefined();
  });

  it('keeps at most its cap per merchant; expired ones make way', () => {
    const vault = createTaxIdVault();
    for (let i = 0; i < TAX_ID_RULES.maxPerMerchant; i++) vault.keep('m', `o${i}`, '123456789', i);
    expect(vault.keep('m', 'late', '123456789', 10_000)).toEqual({
      ok: false,
      retryAt: TAX_ID_RULES.ttlMs,
    });
    expect(vault.keep('m2', 'other', '123456789', 10_000)).toMatchObject({ ok: true });
    expect(vault.keep('m', 'late', '123456789', TAX_ID_RULES.ttlMs + 1)).toMatchObject({
      ok: true,
    });
  });

  it('makes tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 1_000 }, newTaxIdToken));
    expect(tokens.size).toBe(1_000);
  });
});
