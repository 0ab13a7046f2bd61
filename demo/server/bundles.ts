import { resolve } from 'node:path';
import { build } from 'esbuild';

/** The page scripts, by URL path (`/assets/npm.js`…), bundled once when the demo starts. */
export type Bundles = ReadonlyMap<string, string>;

/** Pages that load the widget from the script-tag file: classic scripts, no widget inside. */
const CLASSIC_ENTRIES = {
  'script-tag': 'demo/pages/script-tag.ts',
  element: 'demo/pages/element.ts',
  popup: 'demo/pages/popup.ts',
} as const;

/**
 * Bundles the page scripts with esbuild. The npm page imports `nft-checkout` exactly as a
 * merchant's bundler would: the package's ESM build (dist/index.js) with preact, signals and zod
 * resolved from node_modules, split where the package imports its later steps dynamically (an
 * ES module page script, `/assets/npm.js`, and its chunks `/assets/npm.<name>-<hash>.js`). The
 * other pages use the script-tag global and bundle no widget.
 */
export async function bundlePages(root: string): Promise<Bundles> {
  const outdir = resolve(root, 'demo/.bundles');
  const common = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    write: false,
    platform: 'browser',
    target: 'es2020',
    minify: false,
    legalComments: 'none',
    logLevel: 'silent',
  } as const;
  const [npm, react, classic] = await Promise.all([
    build({
      ...common,
      entryPoints: { npm: 'demo/pages/npm.ts' },
      format: 'esm',
      splitting: true,
      chunkNames: 'npm.[name]-[hash]',
      alias: { 'nft-checkout': resolve(root, 'dist/index.js') },
    }),
    // The React page: a React app importing `nft-checkout/react` (dist/react.js), React from
    // node_modules. Development React, as on a merchant's dev server, so StrictMode mounts
    // every checkout twice.
    build({
      ...common,
      entryPoints: { react: 'demo/pages/react.tsx' },
      format: 'esm',
      splitting: true,
      chunkNames: 'react.[name]-[hash]',
      alias: { 'nft-checkout/react': resolve(root, 'dist/react.js') },
      define: { 'process.env.NODE_ENV': '"development"' },
    }),
    build({ ...common, entryPoints: CLASSIC_ENTRIES, format: 'iife' }),
  ]);
  const bundles = new Map<string, string>();
  for (const file of [...npm.outputFiles, ...react.outputFiles, ...classic.outputFiles]) {
    const name = file.path.slice(outdir.length + 1);
    bundles.set(`/assets/${name}`, file.text);
  }
  return bundles;
}
