// Builds the three distributions (npm ESM, script-tag IIFE, card frame) and the type declarations.
import { execFileSync } from 'node:child_process';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
for (const mode of ['esm', 'iife', 'frame']) {
  run('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn']);
}
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
