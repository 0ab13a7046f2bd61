// The script-tag build, built here (in memory) from the sources: the classic script holds the
// first screen, and every part the code imports dynamically (later steps, payment methods,
// outcome screens) is a chunk of its own that the first screen does not carry.
import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

type OutputChunk = Rolldown.OutputChunk;

interface Built {
  entry: OutputChunk;
  chunks: OutputChunk[];
  /** Modules that some module imports with import(). */
  splitPoints: string[];
}

async function buildScriptTag(): Promise<Built> {
  const splitPoints: string[] = [];
  const recordSplitPoints: Plugin = {
    name: 'record-split-points',
    generateBundle() {
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.dynamicImporters.length) splitPoints.push(id);
      }
    },
  };
  // Library mode answers one output per format; the script tag has one, `es`.
  const [result] = (await build({
    mode: 'iife',
    logLevel: 'silent',
    plugins: [recordSplitPoints],
    build: { write: false },
  })) as Rolldown.RolldownOutput[];
  const chunks = (result?.output ?? []).filter((o) => o.type === 'chunk') as OutputChunk[];
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the script-tag build has no entry');
  return { entry, chunks: chunks.filter((c) => c !== entry), splitPoints };
}

const relative = (id: string) => id.slice(id.indexOf('/src/') + 1);

describe('the script-tag build', () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildScriptTag();
  }, 120_000);

  it('splits the later parts of the checkout off the first screen', () => {
    expect(built.splitPoints.length, 'modules imported with import()').toBeGreaterThan(0);
    const inFirstScreen = built.splitPoints.filter((id) => built.entry.moduleIds.includes(id));
    // A module imported both statically by the first screen and with import() stays in it.
    expect(inFirstScreen.map(relative), 'split points pulled into the first screen').toEqual([]);
  });

  it('loads every chunk it imports from the directory of the script', () => {
    const files = new Set(built.chunks.map((c) => c.fileName));
    for (const chunk of [built.entry, ...built.chunks]) {
      for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
        expect(
          file === built.entry.fileName || files.has(file),
          `${chunk.fileName} → ${file}`,
        ).toBe(true);
      }
    }
    for (const file of files) expect(file).toMatch(/^nft-checkout\.[\w-]+\.js$/);
  });
});
