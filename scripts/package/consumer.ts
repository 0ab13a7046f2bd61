// A consumer project of the packed package: the tarball unpacked into its node_modules (as npm
// installs a tarball, without a registry), its dependencies and peers linked from this
// repository's node_modules, and one TypeScript file per entry point that uses its types.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { entryPoints, type PackageManifest, specifier } from './packContents.js';

/** The module resolutions a consumer's tsconfig may use that can import an ESM package. */
export const RESOLUTIONS = {
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  node16: { module: 'node16', moduleResolution: 'node16' },
} as const;
export type Resolution = keyof typeof RESOLUTIONS;

/** A type that is `any` would pass every check below: each file asserts its imports are not. */
const IS_ANY = 'type IsAny<T> = 0 extends 1 & T ? true : false;';

function widgetSource(name: string): string {
  return `import { type CheckoutHandle, type CheckoutOptionsInput, mount, NftCheckout, NftCheckoutError } from '${name}';

${IS_ANY}
const options: CheckoutOptionsInput = {
  clientToken: 'token',
  baseUrl: 'https://sandbox.example.com/v1',
  onComplete: (event) => console.log(event.orderId, event.txHash),
};
export const open = (target: HTMLElement): CheckoutHandle => mount(target, options);
export const component = NftCheckout;
export const isConfigurationError = (error: unknown): boolean =>
  error instanceof NftCheckoutError && error.code === 'CONFIGURATION';
// @ts-expect-error clientToken is a string
export const wrong: CheckoutOptionsInput = { clientToken: 1, baseUrl: 'https://x.example/v1' };
export const typed: [IsAny<typeof mount>, IsAny<typeof NftCheckout>, IsAny<CheckoutHandle>] = [
  false,
  false,
  false,
];
`;
}

function apiSource(name: string): string {
  return `import { createServiceClient, NftCheckoutError } from '${name}';

${IS_ANY}
const service = createServiceClient({
  baseUrl: 'http://127.0.0.1:4010/v1',
  credentials: { clientId: 'id', clientSecret: 'secret' },
});
export const token = async (): Promise<string> => {
  const { clientToken } = await service.createClientToken({
    nft: { name: 'Genesis #1', imageUrl: 'https://example.com/1.png', price: 100, executionType: 'smart_contract' },
    taxRates: { US: 5 },
  });
  return clientToken;
};
export const code = (error: NftCheckoutError): string => error.code;
export const typed: [IsAny<typeof createServiceClient>, IsAny<typeof service>] = [false, false];
`;
}

/** The script tag's file exports nothing: its types are the global it defines. */
function scriptSource(name: string): string {
  return `/// <reference types="${name}" />

${IS_ANY}
export const open = (target: string) =>
  NftCheckout.mount(target, { clientToken: 'token', baseUrl: 'https://sandbox.example.com/v1' });
export const typed: IsAny<typeof NftCheckout> = false;
`;
}

/** Any other entry point: it resolves, with types. */
function entrySource(name: string): string {
  return `import * as entry from '${name}';

${IS_ANY}
export const typed: IsAny<typeof entry> = false;
`;
}

/** The consumer's TypeScript files, one per entry point of the package, by file name. */
export function consumerSources(pkg: PackageManifest): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of entryPoints(pkg)) {
    const name = specifier(pkg, entry);
    const file = entry === '.' ? 'root' : entry.replace(/^\.\//, '').replaceAll('/', '-');
    const source =
      entry === '.'
        ? widgetSource(name)
        : entry === './api'
          ? apiSource(name)
          : entry === './script'
            ? scriptSource(name)
            : entrySource(name);
    sources[`${file}.ts`] = source;
  }
  return sources;
}

function tsconfig(resolution: Resolution): string {
  const compilerOptions = {
    ...RESOLUTIONS[resolution],
    target: 'es2022',
    lib: ['es2023', 'dom', 'dom.iterable'],
    strict: true,
    // The package's declarations are what is checked, so they are not skipped.
    skipLibCheck: false,
    types: [],
    noEmit: true,
  };
  return `${JSON.stringify({ compilerOptions, include: ['*.ts'] }, null, 2)}\n`;
}

/** `@types/react` for `react`, `@types/scope__name` for `@scope/name`. */
const typesPackage = (name: string): string =>
  `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

/**
 * Creates the consumer project in `dir`: the tarball's contents as node_modules/<name>, and each
 * dependency and peer (and its `@types` package) the repository has installed, as a link.
 */
export function createConsumer(
  dir: string,
  tarball: string,
  repoRoot: string,
  pkg: PackageManifest,
): void {
  const modules = join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', modules]);
  const installed = join(modules, pkg.name);
  mkdirSync(dirname(installed), { recursive: true });
  renameSync(join(modules, 'package'), installed);

  const needed = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  for (const name of needed.flatMap((dep) => [dep, typesPackage(dep)])) {
    const target = join(repoRoot, 'node_modules', name);
    if (!existsSync(target)) continue;
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(target, join(modules, name), 'dir');
  }

  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  for (const resolution of Object.keys(RESOLUTIONS) as Resolution[]) {
    writeFileSync(join(dir, `tsconfig.${resolution}.json`), tsconfig(resolution));
  }
  for (const [file, source] of Object.entries(consumerSources(pkg))) {
    writeFileSync(join(dir, file), source);
  }
}
