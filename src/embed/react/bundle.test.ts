// @vitest-environment node
// (esbuild refuses jsdom's TextEncoder.)
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('nft-checkout/react in a merchant bundle', () => {
  it('imports React itself, never preact/compat, and bundles no React', async () => {
    // As a merchant's bundler would take the entry: everything bundled but the host's React.
    const result = await build({
      entryPoints: ['src/embed/react/index.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      external: ['react'],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((path) => /preact[\\/]compat|node_modules[\\/]react/.test(path))).toEqual(
      [],
    );
    // The widget inside is Preact itself.
    expect(
      inputs.some((path) => /(?:^|[\\/])node_modules[\\/]preact[\\/]dist[\\/]/.test(path)),
    ).toBe(true);
    const imports = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    );
    expect([...new Set(imports)]).toEqual(['react']);
  });
});
