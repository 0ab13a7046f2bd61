// The npm import of the npm page. esbuild resolves it to dist/index.js; the types come from the
// sources so `tsc` holds on a fresh clone, before dist/ exists.
declare module 'nft-checkout' {
  export const mount: typeof import('../../src/index.js').mount;
}
