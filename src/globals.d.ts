/** Package version, replaced at build time by vite's `define`. */
declare const __NFTC_VERSION__: string;
