#!/usr/bin/env node
// Starts the sandbox service: `npx nft-checkout-sandbox --port 4010`. It runs the build
// (dist/sandbox/cli.js), plain JavaScript with its dependencies inside: no loader, no compiler.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/sandbox/cli.js', import.meta.url);
if (!existsSync(cli)) {
  // Only a clone of the repository can lack it: the published package always holds the build.
  console.error('nft-checkout-sandbox: dist/sandbox/cli.js is missing. Run `npm run build` first.');
  process.exit(1);
}
await import(cli.href);
