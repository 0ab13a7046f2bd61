// What the build does to tsc's declarations before they ship: each rewrite below says why.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { reachableDeclarations } from './reachable.js';
import { copyZodDeclarations, pointAtZodCopy } from './zodCopy.js';

// tsc writes inferred signal types as import("@preact/signals-core"), a package of the
// consumer's only through @preact/signals (strict installs such as pnpm's do not expose it).
// @preact/signals re-exports those types (Signal, ReadonlySignal, Model, ModelConstructor), so
// the declarations name the peer instead; the packed-package check fails on any other.
const viaSignalsPeer = (text: string) =>
  text.replace(/(["'])@preact\/signals-core\1/g, '$1@preact/signals$1');

/** Paths of dist's declaration files, relative to dist/, with `/`. */
function declarationFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => file.split(sep).join('/'));
}

/**
 * Rewrites the declarations under `dist` for a consumer without zod or signals-core, then removes
 * those no entry point (`entries`, relative to dist/) reaches.
 */
export function finishDeclarations(dist: string, entries: readonly string[], zodRoot: string) {
  for (const file of declarationFiles(dist)) {
    const path = join(dist, file);
    const text = readFileSync(path, 'utf8');
    const fixed = pointAtZodCopy(viaSignalsPeer(text), file);
    if (fixed !== text) writeFileSync(path, fixed);
  }
  copyZodDeclarations(dist, zodRoot);
  const reachable = reachableDeclarations(dist, entries);
  for (const file of declarationFiles(dist)) {
    if (!reachable.has(file)) rmSync(join(dist, file));
  }
}
