// Script-tag entry (the `iife` build): its exports become the one global, `NftCheckout`.
import { NftCheckoutError } from '../api/errors.js';
import { loadChunk } from '../checkout/chunks/loadChunk.js';
import { mount } from './mount.js';

export const version: string = __NFTC_VERSION__;
export { mount, NftCheckoutError };

/**
 * Registers <nft-checkout> from a chunk fetched at once: a page that calls mount() never runs the
 * element's code, and elements already in the page upgrade when it lands (docs/decisions.md,
 * "The first screen is back at 24.2 KiB"). A chunk that cannot load is told on the console.
 */
loadChunk('element', () => import('./element.js')).then(
  ({ defineCheckoutElement }) => void defineCheckoutElement(),
  (error: unknown) => console.error(error),
);
