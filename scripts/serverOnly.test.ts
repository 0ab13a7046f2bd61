import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../vite.config.js';
import { SERVER_ONLY, serverOnly } from './serverOnly.js';

const root = mkdtempSync(join(tmpdir(), 'server-only-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

const bundle = (entry: string) =>
  build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [serverOnly()],
    build: { write: false, lib: { entry: join(root, entry), formats: ['es'] } },
  });

describe('server-only modules', () => {
  it('are the sandbox and the slices’ service folders', () => {
    expect(SERVER_ONLY.test('/r/src/sandbox/app.ts')).toBe(true);
    expect(SERVER_ONLY.test('/r/src/slices/card/service/cards.ts')).toBe(true);
    expect(SERVER_ONLY.test('/r/src/slices/card/widget/model.ts')).toBe(false);
    expect(SERVER_ONLY.test('/r/src/api/orders.ts')).toBe(false);
  });

  it('fail a browser build that reaches one, and let any other through', async () => {
    write('src/slices/card/service/rules.ts', 'export const secret = 1;\n');
    write('src/slices/card/widget/view.ts', "export { secret } from '../service/rules.ts';\n");
    write('src/slices/card/widget/fine.ts', 'export const fine = 1;\n');
    await expect(bundle('src/slices/card/widget/view.ts')).rejects.toThrow(
      /service's code and may not reach a browser bundle/,
    );
    await expect(bundle('src/slices/card/widget/fine.ts')).resolves.toBeDefined();
  });

  it('guard each of the four browser builds', () => {
    for (const mode of ['esm', 'iife', 'frame', 'hosted']) {
      const { plugins } = config({ mode, command: 'build' }) as { plugins: { name?: string }[] };
      expect(plugins.flat().map((plugin) => plugin?.name)).toContain('nftc-server-only');
    }
  });
});
