// Bytes a merchant page pays for: raw, gzip (level 9) and brotli (quality 11) of the script-tag
// file (the first screen), of its chunks (each, and together), of the baseline script-tag file
// before the split, of the npm entry as a consumer's bundler ships it, and of the card frame.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BASELINE_FILE } from './browser/pageServer.js';

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

/** The script-tag build's chunks, `dist/nft-checkout.<name>-<hash>.js`, by name. */
export function scriptTagChunks(): string[] {
  return readdirSync('dist')
    .filter((name) => /^nft-checkout\..+\.js$/.test(name) && name !== 'nft-checkout.iife.js')
    .sort();
}

/** The sum of the figures: files fetched one by one are compressed one by one. */
function total(name: string, figures: ByteFigure[]): ByteFigure {
  const sum = (key: 'raw' | 'gzip' | 'brotli') => figures.reduce((t, f) => t + f[key], 0);
  return { name, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

export const FIRST_SCREEN = 'script tag, first screen (dist/nft-checkout.iife.js)';
export const ALL_CHUNKS = 'script tag, all chunks together but the locales (a buyer loads one)';

/** Bytes of what a page can load; needs `npm run build` first. The first screen comes first. */
export async function measureBytes(): Promise<ByteFigure[]> {
  const chunks = scriptTagChunks().map((name) => measure(`  chunk ${name}`, read(`dist/${name}`)));
  return [
    measure(FIRST_SCREEN, read('dist/nft-checkout.iife.js')),
    // As the size budget counts them: each locale's parts and their loader are left out.
    total(
      ALL_CHUNKS,
      chunks.filter((chunk) => !chunk.name.includes('nft-checkout.locales-')),
    ),
    ...chunks,
    measure('script tag, baseline before the split (bench/baseline/)', read(BASELINE_FILE)),
    measure('npm entry `mount`, bundled with peers (esbuild)', await bundleEsmEntry()),
    measure('card frame (dist/frames.js)', read('dist/frames.js')),
  ];
}
