import { describe, expect, it, vi } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { NftCheckoutError } from '../api/errors.js';

const mount = vi.hoisted(() => vi.fn());
vi.mock('./mount.js', () => ({ mount }));

describe('script-tag entry', () => {
  it('exports what the NftCheckout global holds and registers <nft-checkout> from its chunk', async () => {
    expect(customElements.get('nft-checkout')).toBeUndefined();
    const entry = await import('./script.js');
    expect(Object.keys(entry).sort()).toEqual(['NftCheckoutError', 'mount', 'version']);
    expect(entry.mount).toBe(mount);
    expect(entry.NftCheckoutError).toBe(NftCheckoutError);
    expect(entry.version).toBe(pkg.version);
    await customElements.whenDefined('nft-checkout');
    expect(customElements.get('nft-checkout')).toBeDefined();
  });

  it('can be loaded twice', async () => {
    vi.resetModules();
    await expect(import('./script.js')).resolves.toBeDefined();
    await expect(customElements.whenDefined('nft-checkout')).resolves.toBeDefined();
  });
});
