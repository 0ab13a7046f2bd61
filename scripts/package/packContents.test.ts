import { describe, expect, it } from 'vitest';
import { consumerSources } from './consumer.js';
import {
  declaredFiles,
  entryPoints,
  forbiddenPaths,
  importedSpecifiers,
  type PackageManifest,
  packageOf,
  specifier,
  undeclaredImports,
} from './packContents.js';

const pkg: PackageManifest = {
  name: 'nft-checkout',
  main: './dist/index.js',
  types: './dist/index.d.ts',
  bin: { sandbox: './bin/sandbox.js' },
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './api': { types: './dist/api/index.d.ts', import: './dist/api.js' },
    './script': { types: './dist/script.d.ts', default: './dist/nft-checkout.iife.js' },
    './package.json': './package.json',
  },
  dependencies: { zod: '4' },
  peerDependencies: { preact: '11', '@preact/signals': '2' },
};

describe('forbiddenPaths', () => {
  it('finds tests, type tests, fixtures, testing helpers and repository folders', () => {
    const bad = [
      'src/checkout/model.test.ts',
      'src/checkout/View.test.tsx',
      'src/index.test-d.ts',
      'dist/index.test.js',
      'src/api/testing/fakeService.ts',
      'src/test/setup-dom.ts',
      'src/checkout/integration/flow.ts',
      'src/fixtures/order.json',
      'e2e/purchase.spec.ts',
      'demo/server.ts',
      'bench/run.ts',
      'reports/vitest.json',
    ];
    const good = [
      'dist/index.js',
      'dist/api/index.d.ts',
      'src/sandbox/risk/testSubjects.ts',
      'src/slices/ach/service/bank/testAggregatorData.ts',
      'src/api/latest.ts',
      'README.md',
    ];
    expect(forbiddenPaths([...bad, ...good])).toEqual(bad);
  });
});

describe('declaredFiles', () => {
  it('collects every target of exports, main, module, types and bin once', () => {
    expect(declaredFiles(pkg)).toEqual([
      'bin/sandbox.js',
      'dist/api.js',
      'dist/api/index.d.ts',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/nft-checkout.iife.js',
      'dist/script.d.ts',
      'package.json',
    ]);
  });
});

describe('entry points', () => {
  it('are the exports but package.json, imported by the package name', () => {
    expect(entryPoints(pkg)).toEqual(['.', './api', './script']);
    expect(entryPoints(pkg).map((entry) => specifier(pkg, entry))).toEqual([
      'nft-checkout',
      'nft-checkout/api',
      'nft-checkout/script',
    ]);
  });

  it('give the consumer one file each, and an entry added later gets one too', () => {
    const withReact = { ...pkg, exports: { ...(pkg.exports as object), './react': {} } };
    const sources = consumerSources(withReact);
    expect(Object.keys(sources)).toEqual(['root.ts', 'api.ts', 'script.ts', 'react.ts']);
    expect(sources['root.ts']).toContain("from 'nft-checkout'");
    expect(sources['api.ts']).toContain("from 'nft-checkout/api'");
    expect(sources['script.ts']).toContain('/// <reference types="nft-checkout/script" />');
    expect(sources['react.ts']).toContain("import * as entry from 'nft-checkout/react'");
  });
});

describe('imports', () => {
  it('reads static, dynamic, re-exported, side-effect and reference specifiers', () => {
    const text = `/// <reference types="r" />
import a from "a"; import { b } from 'b/sub'; export * from '@s/c/deep'; import 'd';
const e = import("e"); type F = import('./f.js').F; const label = 'from "MM / YY"';`;
    expect(importedSpecifiers(text)).toEqual(['./f.js', '@s/c/deep', 'a', 'b/sub', 'd', 'e', 'r']);
  });

  it('names the package of a bare specifier, and none for paths and URLs', () => {
    expect(packageOf('@preact/signals-core')).toBe('@preact/signals-core');
    expect(packageOf('zod/mini')).toBe('zod');
    expect(packageOf('./chunks/a.js')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
  });

  it('reports packages that are neither the package, a dependency, a peer nor Node', () => {
    const files = new Map([
      ['dist/a.d.ts', 'import("@preact/signals-core").Signal; import "nft-checkout/api";'],
      ['dist/b.js', 'import "zod/mini"; import "preact/hooks"; import "fs"; import "esbuild";'],
    ]);
    expect(undeclaredImports(files, pkg, (name) => name === 'fs')).toEqual([
      'dist/a.d.ts: @preact/signals-core',
      'dist/b.js: esbuild',
    ]);
  });
});
