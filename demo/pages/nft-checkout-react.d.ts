// The React page's import. esbuild resolves it to dist/react.js; the types come from the
// sources so `tsc` holds on a fresh clone, before dist/ exists.
declare module 'nft-checkout/react' {
  export const NftCheckout: typeof import('../../src/embed/react/index.js').NftCheckout;
}
