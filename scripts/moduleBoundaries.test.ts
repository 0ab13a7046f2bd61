// Policy: the widget (src/checkout) and the card frame (src/frame) never import each other. What
// both need (the message protocol) lives in a neutral module under src/api; the frame's strings
// live with the frame. A cycle would pull the widget into the frame's tiny build, or back.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = /\.tsx?$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function filesUnder(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => SOURCE.test(file))
    .map((file) => join(root, file));
}

/** Every relative import of `file`, as a path from the repository root. */
function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => normalize(join(dirname(file), specifier)));
}

/** Imports from files under `from` into files under `into`, as "file -> import". */
function crossings(from: string, into: string): string[] {
  return filesUnder(from).flatMap((file) =>
    importsOf(file)
      .filter((target) => target === into || target.startsWith(`${into}/`))
      .map((target) => `${file} -> ${target}`),
  );
}

describe('module boundaries', () => {
  it('reads static, type-only and dynamic imports', () => {
    const text = [
      "import { a } from '../frame/a.js';",
      "import type { B } from './b.js';",
      "export { c } from '../../checkout/c.js';",
      "const d = () => import('./d.js');",
      "import 'preact';",
    ].join('\n');
    expect(importsOf('src/checkout/x/file.ts', text)).toEqual([
      'src/checkout/frame/a.js',
      'src/checkout/x/b.js',
      'src/checkout/c.js',
      'src/checkout/x/d.js',
    ]);
  });

  it('the card frame imports nothing from the widget', () => {
    expect(filesUnder('src/frame').length).toBeGreaterThan(5);
    expect(crossings('src/frame', 'src/checkout')).toEqual([]);
  });

  it('the widget and the embeds import nothing from the card frame', () => {
    expect(filesUnder('src/checkout').length).toBeGreaterThan(20);
    expect([
      ...crossings('src/checkout', 'src/frame'),
      ...crossings('src/embed', 'src/frame'),
    ]).toEqual([]);
  });
});
