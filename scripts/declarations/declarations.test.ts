import { describe, expect, it } from 'vitest';
import { reachableDeclarations } from './reachable.js';
import { pointAtZodCopy } from './zodCopy.js';

describe('pointAtZodCopy', () => {
  it('points zod/mini and zod/v4/core at the copy, relative to the declaration', () => {
    const text = `import * as z from 'zod/mini';\nexport type T = import("zod/v4/core").$ZodType;`;
    expect(pointAtZodCopy(text, 'api/orders.d.ts')).toBe(
      `import * as z from '../types/zod/mini/index.js';\nexport type T = import("../types/zod/v4/core/index.js").$ZodType;`,
    );
    expect(pointAtZodCopy(`from "zod/mini"`, 'index.d.ts')).toBe(
      `from "./types/zod/mini/index.js"`,
    );
  });

  it('refuses a zod entry the copy does not hold, naming the file', () => {
    expect(() => pointAtZodCopy(`import { z } from 'zod';`, 'api/a.d.ts')).toThrow(
      'api/a.d.ts imports zod: add it to ZOD_ENTRIES.',
    );
  });

  it('leaves other packages and paths alone', () => {
    const text = `import { h } from 'preact';\nimport type { A } from './zodSchemas.js';`;
    expect(pointAtZodCopy(text, 'a.d.ts')).toBe(text);
  });
});

describe('reachableDeclarations', () => {
  const files: Record<string, string> = {
    'index.d.ts': `export * from './a.js';\nexport type B = import('./b/index.js').B;`,
    'a.d.ts': `import type { C } from './c.js';\nimport { h } from 'preact';`,
    'b/index.d.ts': `export interface B {}`,
    'c.d.ts': `export type C = import("./index.js").B;`,
    'unused.d.ts': `export {};`,
    'script.d.ts': `/// <reference types="./global.js" />`,
    'global.d.ts': `declare global {}`,
  };
  const read = (file: string) => files[file] ?? '';
  const exists = (file: string) => file in files;

  it('follows imports, import() types, folders and references, through cycles', () => {
    const found = reachableDeclarations('', ['index.d.ts', 'script.d.ts'], read, exists);
    expect([...found].sort()).toEqual([
      'a.d.ts',
      'b/index.d.ts',
      'c.d.ts',
      'global.d.ts',
      'index.d.ts',
      'script.d.ts',
    ]);
  });
});
