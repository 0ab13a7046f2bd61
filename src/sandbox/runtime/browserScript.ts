import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from './packageRoot.js';

const ROOT = packageRoot();

/** A browser script the sandbox serves: its build, and the source it is bundled from without. */
export interface ScriptFiles {
  built: string;
  source: string;
}

/** The frames' script (the `frame` build). */
export const FRAMES_SCRIPT: ScriptFiles = {
  built: join(ROOT, 'dist', 'frames.js'),
  source: join(ROOT, 'src', 'frame', 'main.ts'),
};

/** The sandbox's test wallet: its service worker and its sheet (the `testWallet` build). */
export const TEST_WALLET_SCRIPT: ScriptFiles = {
  built: join(ROOT, 'dist', 'test-wallet.js'),
  source: join(ROOT, 'src', 'slices', 'wallet', 'frame', 'testWallet', 'main.ts'),
};

async function packageVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

/** Bundles a script from source, as its build would (esbuild, loaded only if needed). */
async function bundleFromSource(source: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [source],
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
 * A browser script: its build when there is one, otherwise a bundle of its source made on first
 * use. Either way it is read once and kept.
 */
export function createScript(files: ScriptFiles = FRAMES_SCRIPT): () => Promise<string> {
  let cached: Promise<string> | undefined;
  return () => {
    cached ??= readFile(files.built, 'utf8').catch(() => bundleFromSource(files.source));
    // A failed bundle is not kept, so the next request tries again.
    cached.catch(() => {
      cached = undefined;
    });
    return cached;
  };
}
