import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { distDir } from './distDir.js';

/** The two scripts the page loads by name: the script-tag build, then the page's own. */
export const PAGE_SCRIPTS = ['nft-checkout.iife.js', 'hosted-page.js'] as const;

/**
 * The only names served: the page's two scripts and the script-tag build's hashed chunks
 * (`nft-checkout.<name>-<8-character hash>.js`). No slash, no dot-dot, nothing else of dist/.
 */
const ASSET_NAME =
  /^(?:hosted-page|nft-checkout\.iife|nft-checkout\.[A-Za-z][\w-]{0,100}-[\w-]{8})\.js$/;

export function isAssetName(name: string): boolean {
  return ASSET_NAME.test(name);
}

/** A chunk's name changes with its content, so it may be cached for good; the entries may not. */
export function cacheControlOf(name: string): string {
  return (PAGE_SCRIPTS as readonly string[]).includes(name)
    ? 'no-cache'
    : 'public, max-age=31536000, immutable';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Whether the page's scripts are built (`npm run build` writes them to dist/). */
export async function pageScriptsBuilt(): Promise<boolean> {
  const dir = distDir();
  const found = await Promise.all(PAGE_SCRIPTS.map((name) => isFile(join(dir, name))));
  return found.every(Boolean);
}

export type Asset =
  | { kind: 'file'; body: Buffer }
  | { kind: 'unknown' }
  /** dist/ has not been built at all. */
  | { kind: 'unbuilt' };

/** The asset called `name`, read from dist/ when the name is one that is served. */
export async function readAsset(name: string): Promise<Asset> {
  if (!isAssetName(name)) return { kind: 'unknown' };
  const dir = distDir();
  const path = join(dir, name);
  if (await isFile(path)) return { kind: 'file', body: await readFile(path) };
  return (await pageScriptsBuilt()) ? { kind: 'unknown' } : { kind: 'unbuilt' };
}
