// The package as a merchant installs it: `npm install <tarball> preact @preact/signals` in an
// empty app (from npm's cache when it holds them), then what that install weighs, what it pulls
// in, and the sandbox's bin run from it. Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxArgs,
  startSandboxCommand,
  useProcessCleanup,
} from '../../src/sandbox/testing/cliProcesses.js';
import { stopsOnOneSignal } from '../../src/sandbox/testing/signalStop.js';
import { diskUsage, installedPackages } from './diskUsage.js';
import { npmPack } from './npmPack.js';

/** The widget with its two peers, on disk: preact and @preact/signals take about 1.6 MB of it. */
const INSTALL_BUDGET = 6_000_000;

const repo = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
let temp: string;
let app: string;

useProcessCleanup();

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'nftc-install-'));
  const { tarball } = npmPack(repo, temp);
  app = join(temp, 'app');
  execFileSync('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true }\n');
  const peers = ['preact', '@preact/signals'].map((name) => `${name}@${pkg.devDependencies[name]}`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      tarball,
      ...peers,
    ],
    { cwd: app, stdio: 'pipe' },
  );
}, 180_000);

afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('npm install nft-checkout preact @preact/signals', () => {
  it('installs the package and its peers only: no build tool, no server dependency', () => {
    expect(installedPackages(join(app, 'node_modules'))).toEqual([
      '@preact/signals',
      '@preact/signals-core',
      'nft-checkout',
      'preact',
    ]);
  });

  it(`takes under ${INSTALL_BUDGET / 1e6} MB on disk`, () => {
    const modules = join(app, 'node_modules');
    const each = installedPackages(modules).map(
      (name) => `${name} ${(diskUsage(join(modules, name)) / 1e6).toFixed(2)} MB`,
    );
    expect(diskUsage(modules), each.join(', ')).toBeLessThan(INSTALL_BUDGET);
  });
});

describe('the installed sandbox bin', { timeout: 60_000 }, () => {
  it('starts from the built JavaScript and serves the built widget and frames', async () => {
    const bin = join(app, 'node_modules', 'nft-checkout', 'bin', 'nft-checkout-sandbox.js');
    const run = startSandboxCommand(process.execPath, [bin, ...sandboxArgs], app);
    const origin = `http://127.0.0.1:${await run.port}`;
    const dist = join(app, 'node_modules', 'nft-checkout', 'dist');
    for (const [path, file] of [
      ['/v1/checkout/frames.js', 'frames.js'],
      ['/v1/wallets/test-pay/script.js', 'test-wallet.js'],
      ['/checkout/assets/nft-checkout.iife.js', 'nft-checkout.iife.js'],
    ] as const) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(readFileSync(join(dist, file), 'utf8'));
    }
  });

  it('npx nft-checkout-sandbox & … kill $!: the whole tree stops and the port is free', async () => {
    await stopsOnOneSignal('npx', ['nft-checkout-sandbox', ...sandboxArgs], 'SIGTERM', app);
  });
});
