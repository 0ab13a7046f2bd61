// The module rules live in biome.json and run with `biome check` in `npm test`. This proves they
// catch what they are for: it lints a small project of files that break each rule, under the
// repository's own rules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIOME = resolve('node_modules/.bin/biome');

/** Files that each break one rule, or none (`src/checkout/fine.ts`). */
const PROBES: Record<string, string> = {
  'src/frame/probe.ts': "export { model } from '../checkout/model.js';",
  'src/checkout/model.ts': "export { store } from '../sandbox/store.js';\nexport const model = 1;",
  'src/checkout/fine.ts': "import { rule } from '../api/rule.js';\nexport const fine = rule;",
  'src/checkout/model.test.ts': "export { store } from '../sandbox/store.js';",
  'src/api/rule.ts': "export { mount } from '../embed/mount.js';\nexport const rule = 1;",
  'src/embed/mount.ts': "import type { Tail } from './tail.js';\nexport type Head = Tail | 1;",
  'src/embed/tail.ts': "import type { Head } from './mount.js';\nexport type Tail = Head | 2;",
  'src/sandbox/store.ts': 'export const store = 1;',
  'src/sandbox/probe.ts': "export { view } from '../slices/x/widget/view.js';",
  'src/slices/x/widget/view.ts': 'export const view = 1;',
  'src/slices/x/widget/probe.ts': "export { rule } from '../service/rule.js';",
  'src/slices/x/frame/probe.ts': "export { view } from '../widget/view.js';",
  'src/slices/x/api/probe.ts': "export { rule } from '../service/rule.js';",
  'src/slices/x/service/rule.ts':
    "export { fine } from '../../../checkout/fine.js';\nexport const rule = 1;",
};

interface Diagnostic {
  category: string;
  location: { path: string };
}

let root: string;
let found: string[];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'module-rules-'));
  const { vcs: _vcs, $schema: _schema, ...rules } = JSON.parse(readFileSync('biome.json', 'utf8'));
  writeFileSync(join(root, 'biome.json'), JSON.stringify(rules));
  for (const [file, text] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${text}\n`);
  }
  let report: string;
  try {
    report = execFileSync(BIOME, ['lint', '--reporter=json', '.'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (failure) {
    // Errors found: biome exits 1 and still writes its report.
    report = (failure as { stdout: string }).stdout;
  }
  const { diagnostics } = JSON.parse(report) as { diagnostics: Diagnostic[] };
  found = diagnostics.map(({ category, location }) => `${location.path} ${category}`).sort();
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('module rules (biome.json)', () => {
  it('refuse each crossing and the cycle, and nothing else', () => {
    expect(found).toEqual([
      'src/api/rule.ts lint/style/noRestrictedImports',
      'src/checkout/model.ts lint/style/noRestrictedImports',
      'src/embed/mount.ts lint/suspicious/noImportCycles',
      'src/embed/tail.ts lint/suspicious/noImportCycles',
      'src/frame/probe.ts lint/style/noRestrictedImports',
      'src/sandbox/probe.ts lint/style/noRestrictedImports',
      'src/slices/x/api/probe.ts lint/style/noRestrictedImports',
      'src/slices/x/frame/probe.ts lint/style/noRestrictedImports',
      'src/slices/x/service/rule.ts lint/style/noRestrictedImports',
      'src/slices/x/widget/probe.ts lint/style/noRestrictedImports',
    ]);
  });
});
