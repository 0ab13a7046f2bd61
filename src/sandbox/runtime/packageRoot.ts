import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether `dir` holds this package's package.json (a merchant's app has its own). */
function isPackageRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'nft-checkout';
}

/**
 * The package's root directory, found by walking up from `from`: the sandbox runs from source
 * (src/sandbox/…) in this repository and from its build (dist/sandbox/cli.js) when installed, so
 * no fixed number of `../` reaches it from both.
 */
export function packageRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!isPackageRoot(dir)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No nft-checkout package.json above ${from}.`);
    dir = parent;
  }
  return dir;
}
