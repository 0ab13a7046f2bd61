// Bytes a merchant page pays for: raw, gzip (level 9) and brotli (quality 11) of the script-tag
// file, of the npm entry as a consumer's bundler ships it, and of the card frame's script.
import { existsSync, readFileSync } from 'node:fs';
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

function read(file: string): Uint8Array {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return readFileSync(file);
}

/** The npm entry as a consumer's production build ships it: `mount` only, minified, peers in. */
async function bundleEsmEntry(): Promise<Uint8Array> {
  read('dist/index.js');
  const result = await build({
    stdin: {
      contents: "import { mount } from './dist/index.js'; window.__nftcMount = mount;",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

/** Bytes of the three things a page can load; needs `npm run build` first. */
export async function measureBytes(): Promise<ByteFigure[]> {
  return [
    measure('script tag (dist/nft-checkout.iife.js)', read('dist/nft-checkout.iife.js')),
    measure('npm entry `mount`, bundled with peers (esbuild)', await bundleEsmEntry()),
    measure('card frame (dist/card-frame.js)', read('dist/card-frame.js')),
  ];
}
