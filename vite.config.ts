import { availableParallelism } from 'node:os';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { classicScript } from './scripts/classicScript.js';
import { serverOnly } from './scripts/serverOnly.js';
import { REACT_TEST_PROJECTS } from './src/test/reactProjects.js';

// One config, builds selected by --mode (one lib build cannot give ESM and IIFE different
// externals): `esm` for npm, `iife` for the script tag, `frame` for the card frame, `hosted` for
// the script of the service's hosted checkout page (which runs the script-tag build), `testWallet`
// for the sandbox's test wallet, `sandbox` for the service.
const define = { __NFTC_VERSION__: JSON.stringify(pkg.version) };

/**
 * A chunk's name says what it holds: the path of the module it was split at, under src/checkout/
 * or a slice's widget folder, e.g. `payment-view` for src/slices/payment/widget/view.tsx. A chunk
 * of shared code keeps rolldown's name.
 */
interface ChunkInfo {
  name: string;
  facadeModuleId: string | null;
}

function chunkName(chunk: ChunkInfo): string {
  const path = chunk.facadeModuleId?.replaceAll('\\', '/');
  const match = path && /\/src\/(?:checkout\/)?(.+?)(?:\/index)?\.[jt]sx?$/.exec(path);
  const name = match?.[1]?.replace(/^slices\/([^/]+)\/widget\//, '$1/');
  return name ? name.replaceAll('/', '-') : chunk.name;
}

// The script tag: rolldown cannot emit an IIFE that code-splits, so this is an ES build whose
// entry scripts/classicScript.ts turns into a classic script (still `dist/nft-checkout.iife.js`)
// and whose chunks, `nft-checkout.<name>-<hash>.js` beside it, the entry loads with import().
const SCRIPT_TAG_ENTRY = 'nft-checkout.iife.js';
const scriptTagPlugin = classicScript({
  entryFileName: SCRIPT_TAG_ENTRY,
  globalName: 'NftCheckout',
  registryKey: `__nftCheckout@${pkg.version}`,
});

/** The modules of the widget protocol's schemas (src/api/checkout*.ts, a slice's): one chunk. */
const CHECKOUT_SCHEMAS_GROUP = {
  name: 'checkout',
  test: /src[\\/](?:slices[\\/]\w+[\\/])?api[\\/]checkout(?:Buyer|Checks|Identity|Payment)?\.ts$/,
};

const builds = {
  esm: {
    lib: {
      entry: { index: 'src/index.ts', api: 'src/api/index.ts', react: 'src/embed/react/index.ts' },
      formats: ['es' as const],
    },
    rolldownOptions: {
      // zod and standardwebhooks are bundled: the package has no dependencies of its own.
      external: [/^preact/, /^@preact\/signals/, /^react(?:-dom)?(?:\/|$)/],
      // Chunks (shared code, and the parts the widget imports on demand) under dist/chunks/.
      output: {
        chunkFileNames: (chunk: ChunkInfo) => `chunks/${chunkName(chunk)}-[hash].js`,
        // The widget protocol's schemas, one module per part of the checkout, stay one chunk.
        codeSplitting: { groups: [CHECKOUT_SCHEMAS_GROUP] },
      },
    },
    emptyOutDir: true,
  },
  iife: {
    // Library mode: an app build would wrap each import() in vite's preload helper, which reaches
    // for import.meta.url and <link> tags; scripts/classicScript.ts fails the build if it shows.
    lib: {
      entry: { 'nft-checkout': 'src/embed/script.ts' },
      formats: ['es' as const],
      fileName: () => SCRIPT_TAG_ENTRY,
    },
    rolldownOptions: {
      // The entry may export more than script.ts does: what the chunks share with it.
      preserveEntrySignatures: 'allow-extension' as const,
      output: {
        chunkFileNames: (chunk: ChunkInfo) => `nft-checkout.${chunkName(chunk)}-[hash].js`,
        // Library mode keeps whitespace and pure annotations in ES output; a page wants neither.
        minify: true,
        comments: false,
        // Everything the first screen imports statically stays in the classic script, even when
        // a chunk imports it too: a group named as the entry merges into it. Without it rolldown
        // moves some shared modules (preact, hooks) to a common chunk the entry would import.
        // The schemas and zod are one chunk, fetched alongside the session request: left to
        // itself rolldown gives the schemas module a facade chunk that imports a shared one,
        // two round trips before the first screen can read the session.
        codeSplitting: {
          groups: [
            { name: 'nft-checkout', tags: ['$initial' as const] },
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|src[\\/](?:slices[\\/]\w+[\\/])?api[\\/](?:checkout|checkoutBuyer|checkoutChecks|checkoutIdentity|checkoutPayment|checkoutPhone|checkoutTaxId|checkoutSchemas|clientTokens|orders|orderStateParts|payments|bankLink|cardToken|primitives|behaviour|lazySchema|aggregators|serviceErrors|issues|validateInput|warmUp)\.ts$/,
            },
          ],
        },
      },
    },
    modulePreload: false as const,
    emptyOutDir: false,
  },
  frame: {
    lib: {
      entry: 'src/frame/main.ts',
      name: 'NftCheckoutFrames',
      formats: ['iife' as const],
      fileName: () => 'frames.js',
    },
    emptyOutDir: false,
  },
  // The sandbox's test wallet: its service worker's and its sheet's script, never in a frame.
  testWallet: {
    lib: {
      entry: 'src/slices/wallet/frame/testWallet/main.ts',
      name: 'NftCheckoutTestWallet',
      formats: ['iife' as const],
      fileName: () => 'test-wallet.js',
    },
    emptyOutDir: false,
  },
  hosted: {
    lib: {
      entry: 'src/embed/hostedPage.ts',
      name: 'NftCheckoutHostedPage',
      formats: ['iife' as const],
      fileName: () => 'hosted-page.js',
    },
    emptyOutDir: false,
  },
  // The sandbox service as one Node module with its dependencies inside (zod, standardwebhooks),
  // so the bin starts without a TypeScript loader and the package depends on nothing. esbuild is
  // reached only when dist/frames.js is missing, which the package always ships.
  sandbox: {
    ssr: 'src/sandbox/cli.ts',
    outDir: 'dist/sandbox',
    target: 'node20',
    minify: false,
    rolldownOptions: { external: ['esbuild'], output: { entryFileNames: 'cli.js' } },
    emptyOutDir: false,
  },
};

// No react → preact/compat aliases: `nft-checkout/react` and its tests import React itself.
const preactPlugin = () => preact({ reactAliasesEnabled: false });

export default defineConfig(({ mode }) => ({
  plugins:
    mode === 'sandbox'
      ? []
      : mode === 'iife'
        ? [serverOnly(), preactPlugin(), scriptTagPlugin]
        : [serverOnly(), preactPlugin()],
  define,
  ssr: mode === 'sandbox' ? { noExternal: true, target: 'node' as const } : undefined,
  build: {
    outDir: 'dist',
    target: 'es2020',
    minify: true,
    sourcemap: false,
    ...(builds[mode as keyof typeof builds] ?? builds.esm),
  },
  test: {
    // One worker per core: vitest's default leaves one core idle, which on our 2-core CI machines
    // is half the suite's speed (2.8 instead of 4.5 minutes).
    maxWorkers: availableParallelism(),
    // A test's first render imports its step's chunk, transformed on first import: on a loaded
    // 2-core machine that alone takes seconds (src/test/deadlines.ts), past vitest's default 5.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/api/**/*.test.ts',
            'src/sandbox/**/*.test.ts',
            'src/slices/*/{api,service}/**/*.test.ts',
            'scripts/**/*.test.ts',
            'demo/**/*.test.ts',
            'bench/**/*.test.ts',
            'e2e/engines/**/*.test.mjs',
          ],
          // Every sandbox answer a test fetches is checked against docs/openapi.json.
          setupFiles: ['src/test/setup-openapi.ts'],
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], ignoreSourceErrors: true },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'src/checkout/**/*.test.{ts,tsx}',
            'src/embed/**/*.test.{ts,tsx}',
            'src/frame/**/*.test.{ts,tsx}',
            'src/slices/*/{widget,frame}/**/*.test.{ts,tsx}',
          ],
          exclude: ['src/embed/react/**'],
          setupFiles: ['src/test/setup-dom.ts', 'src/test/setup-openapi.ts'],
        },
      },
      // The React component, once under React 19 and once under React 18 (npm aliases react-18
      // and react-dom-18, swapped in for react and react-dom by src/test/setup-react18.ts).
      ...REACT_TEST_PROJECTS,
    ],
  },
}));
