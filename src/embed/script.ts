// Script-tag entry (the `iife` build): its exports become the one global, `NftCheckout`, and
// loading it registers <nft-checkout>.
import { NftCheckoutError } from '../api/errors.js';
import { defineCheckoutElement } from './element.js';
import { mount } from './mount.js';

export const version: string = __NFTC_VERSION__;
export { mount, NftCheckoutError };

defineCheckoutElement();
