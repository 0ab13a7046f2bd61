import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface ByteFigure {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(name: string, code: Uint8Array): ByteFigure {
  return {
    name,
    raw: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    brotli: brotliCompressSync(code, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength,
  };
}

/** The npm entry as a consumer's bundler would ship it: minified, peers included. */
async function bundleEsmEntry(): Promise<Uint8Array> {
  const result = await build({
    stdin: {
      contents: "import { mount } from './dist/index.js'; window.__nftcMount = mount;",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

/** Bytes of the three things a page can load; needs `npm run build` first. */
export async function measureBytes(): Promise<ByteFigure[]> {
  return [
    measure('script tag (dist/nft-checkout.iife.js)', readFileSync('dist/nft-checkout.iife.js')),
    measure('npm entry, bundled with peers (esbuild)', await bundleEsmEntry()),
    measure('card frame (dist/card-frame.js)', readFileSync('dist/card-frame.js')),
  ];
}
