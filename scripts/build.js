// Builds the distributions (npm ESM, script-tag IIFE, card frame, the hosted page's script) and
// the type declarations.
import { execFileSync } from 'node:child_process';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
for (const mode of ['esm', 'iife', 'frame', 'hosted']) {
  run('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn']);
}
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
