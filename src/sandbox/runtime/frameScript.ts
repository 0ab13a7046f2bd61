import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from './packageRoot.js';

const ROOT = packageRoot();
const BUILT = join(ROOT, 'dist', 'frames.js');
const SOURCE = join(ROOT, 'src', 'frame', 'main.ts');

async function packageVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

/** Bundles the frame from source, as the `frame` build would (esbuild, loaded only if needed). */
async function bundleFromSource(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { __NFTC_VERSION__: JSON.stringify(await packageVersion()) },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * The frames' script: dist/frames.js when it was built, otherwise a bundle of
 * src/frame/main.ts made on first use. Either way it is read once and kept.
 */
export function createFrameScript(paths = { built: BUILT }): () => Promise<string> {
  let cached: Promise<string> | undefined;
  return () => {
    cached ??= readFile(paths.built, 'utf8').catch(() => bundleFromSource());
    // A failed bundle is not kept, so the next request tries again.
    cached.catch(() => {
      cached = undefined;
    });
    return cached;
  };
}
