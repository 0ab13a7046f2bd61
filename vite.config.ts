import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };

// One config, three builds selected by --mode (one lib build cannot give ESM and IIFE different
// externals): `esm` for npm, `iife` for the script tag, `frame` for the card frame.
const define = { __NFTC_VERSION__: JSON.stringify(pkg.version) };

const builds = {
  esm: {
    lib: {
      entry: { index: 'src/index.ts', api: 'src/api/index.ts' },
      formats: ['es' as const],
    },
    rolldownOptions: { external: [/^preact/, /^@preact\/signals/, /^zod/] },
    emptyOutDir: true,
  },
  iife: {
    lib: {
      entry: 'src/embed/script.ts',
      name: 'NftCheckout',
      formats: ['iife' as const],
      fileName: () => 'nft-checkout.iife.js',
    },
    emptyOutDir: false,
  },
  frame: {
    lib: {
      entry: 'src/frame/main.ts',
      name: 'NftCheckoutCardFrame',
      formats: ['iife' as const],
      fileName: () => 'card-frame.js',
    },
    emptyOutDir: false,
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [preact()],
  define,
  build: {
    outDir: 'dist',
    target: 'es2020',
    minify: true,
    sourcemap: mode === 'esm',
    ...(builds[mode as keyof typeof builds] ?? builds.esm),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/api/**/*.test.ts', 'src/sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          ],
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
}));
