// Builds the distributions (npm ESM, script-tag IIFE, the frames, the sandbox's test wallet, the
// hosted page's script, the sandbox service) and the type declarations.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finishDeclarations } from './declarations/finish.js';
import { declaredFiles, type PackageManifest } from './package/packContents.js';

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'inherit' });
for (const mode of ['esm', 'iife', 'frame', 'testWallet', 'hosted', 'sandbox']) {
  run('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn']);
}
run('npx', ['tsc', '-p', 'tsconfig.build.json']);

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

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageManifest;
const entries = declaredFiles(pkg)
  .filter((file) => file.startsWith('dist/') && file.endsWith('.d.ts'))
  .map((file) => file.slice('dist/'.length));
finishDeclarations('dist', entries, join('node_modules', 'zod'));
