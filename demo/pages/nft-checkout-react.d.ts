// The React page's import. esbuild resolves it to dist/react.js; the types come from the
// sources so `tsc` holds on a fresh clone, before dist/ exists.
declare module 'nft-checkout/react' {
  type Entry = typeof import('../../src/embed/react/index.js');
  export const NftCheckout: Entry['NftCheckout'];
  export const NftCheckoutError: Entry['NftCheckoutError'];
  export type NftCheckoutError = import('../../src/embed/react/index.js').NftCheckoutError;
  export type NftCheckoutRef = import('../../src/embed/react/index.js').NftCheckoutRef;
}
