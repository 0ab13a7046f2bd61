// Builds the distributions (npm ESM, script-tag IIFE, card frame, the hosted page's script) and
// the type declarations.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
for (const mode of ['esm', 'iife', 'frame', 'hosted']) {
  run('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn']);
}
run('npx', ['tsc', '-p', 'tsconfig.build.json']);

// tsc writes inferred signal types as import("@preact/signals-core"), a package of the
// consumer's only through @preact/signals (strict installs such as pnpm's do not expose it).
// @preact/signals re-exports those types (Signal, ReadonlySignal, Model, ModelConstructor), so
// the declarations name the peer instead; the packed-package check fails on any other.
for (const file of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join('dist', file);
  const text = readFileSync(path, 'utf8');
  const fixed = text.replace(/(["'])@preact\/signals-core\1/g, '$1@preact/signals$1');
  if (fixed !== text) writeFileSync(path, fixed);
}

// `nft-checkout/script` is a classic script served as a file, not a module: its types are the
// global it defines, so a page that loads it can reference them (`/// <reference types=…>`).
writeFileSync(
  'dist/script.d.ts',
  `/** The global that dist/nft-checkout.iife.js defines. It exports nothing. */
declare global {
  var NftCheckout: typeof import('./embed/script.js');
}
export {};
`,
);
