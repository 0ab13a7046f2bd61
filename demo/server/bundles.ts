import { resolve } from 'node:path';
import { build } from 'esbuild';

/** The page scripts, by URL path (`/assets/npm.js`…), bundled once when the demo starts. */
export type Bundles = ReadonlyMap<string, string>;

const ENTRIES = {
  npm: 'demo/pages/npm.ts',
  'script-tag': 'demo/pages/script-tag.ts',
  element: 'demo/pages/element.ts',
} as const;

/**
 * Bundles the three page scripts with esbuild. The npm page imports `nft-checkout` exactly as a
 * merchant's bundler would: the package's ESM build (dist/index.js) with preact, signals and zod
 * resolved from node_modules. The other two pages use the script-tag global and bundle no widget.
 */
export async function bundlePages(root: string): Promise<Bundles> {
  const outdir = resolve(root, 'demo/.bundles');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: false,
    legalComments: 'none',
    alias: { 'nft-checkout': resolve(root, 'dist/index.js') },
    logLevel: 'silent',
  });
  const bundles = new Map<string, string>();
  for (const file of result.outputFiles) {
    const name = file.path.slice(outdir.length + 1);
    bundles.set(`/assets/${name}`, file.text);
  }
  return bundles;
}
