#!/usr/bin/env node
// Starts the sandbox service: `npx nft-checkout-sandbox --port 4010`.
import { register } from 'tsx/esm/api';

register();
await import('../src/sandbox/cli.ts');
