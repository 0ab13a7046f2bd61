// The package as a merchant installs it: `npm pack` of the built repository, its file list, and a
// consumer project that imports every entry point with types (bundler and node16 resolution)
// and runs `nft-checkout/api` in Node. Offline: the tarball is unpacked from disk and the peers
// are linked from this repository. Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumer, RESOLUTIONS, type Resolution } from './consumer.js';
import { npmPack, type Packed } from './npmPack.js';
import {
  declaredFiles,
  forbiddenPaths,
  type PackageManifest,
  specifier,
  undeclaredImports,
} from './packContents.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as PackageManifest;
const tsc = join(repo, 'node_modules', '.bin', 'tsc');

/**
 * Imports of packages a consumer may not have, allowed where they are never reached from the
 * package: the sandbox bundles the card frame with esbuild only when dist/frames.js is
 * missing, and the package always ships it.
 */
const UNREACHED_IMPORTS = [
  'dist/sandbox/cli.js: esbuild',
  // A doc comment in zod's own declarations (`Set by import "zod/compile"`), not an import.
  'dist/types/zod/v4/core/core.d.ts: zod/compile',
];

let temp: string;
let packed: Packed;
let consumer: string;

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'nftc-pack-'));
  packed = npmPack(repo, temp);
  consumer = join(temp, 'consumer');
  createConsumer(consumer, packed.tarball, repo, pkg);
});

afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

/** Runs a command in the consumer; a failure's message carries its output. */
function inConsumer(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: consumer, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

describe('the packed file list', () => {
  it('holds no tests, type tests, fixtures, testing helpers or repository tooling', () => {
    expect(packed.files.length).toBeGreaterThan(10);
    expect(forbiddenPaths(packed.files)).toEqual([]);
  });

  it('holds the build, its declarations, the bin and the manifest: no source', () => {
    const other = packed.files.filter(
      (file) => !/^(?:dist\/|bin\/|package\.json$|README\.md$|LICENSE$)/.test(file),
    );
    expect(other).toEqual([]);
    expect(packed.files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('holds every file package.json names (exports, main, module, types, bin)', () => {
    const missing = declaredFiles(pkg).filter((file) => !packed.files.includes(file));
    expect(missing).toEqual([]);
  });

  it('imports only itself, its dependencies, its peers and Node', () => {
    const installed = join(consumer, 'node_modules', pkg.name);
    const code = packed.files.filter((file) => /\.[cm]?[jt]sx?$/.test(file));
    const texts = new Map(code.map((file) => [file, readFileSync(join(installed, file), 'utf8')]));
    expect(undeclaredImports(texts, pkg, isBuiltin)).toEqual(UNREACHED_IMPORTS);
  });
});

describe('a consumer project with the tarball installed', () => {
  it.each(Object.keys(RESOLUTIONS) as Resolution[])(
    'type-checks an import of every entry point under moduleResolution %s',
    (resolution) => {
      inConsumer(tsc, ['-p', `tsconfig.${resolution}.json`]);
    },
  );

  it(`runs the ESM import of ${specifier(pkg, './api')} in Node`, () => {
    const name = specifier(pkg, './api');
    writeFileSync(
      join(consumer, 'run.mjs'),
      `const api = await import('${name}');
const service = api.createServiceClient({
  baseUrl: 'http://127.0.0.1:1/v1',
  credentials: { clientId: 'id', clientSecret: 'secret' },
});
console.log(JSON.stringify({
  createServiceClient: typeof api.createServiceClient,
  createClientToken: typeof service.createClientToken,
  error: new api.NftCheckoutError('NETWORK', 'offline') instanceof Error,
}));
`,
    );
    expect(JSON.parse(inConsumer(process.execPath, ['run.mjs']))).toEqual({
      createServiceClient: 'function',
      createClientToken: 'function',
      error: true,
    });
  });
});
