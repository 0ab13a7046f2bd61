// The one test command (README): lint, types, unit tests, build, size budgets, the package
// (publint, attw, the packed package's checks), browser suite.
// Prints a closing `total: N passed, N failed` line and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('reports', { recursive: true });
const results = [];

function step(name, cmd, args, countFrom) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = res.status === 0;
  const counts = countFrom ? countFrom(ok) : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  results.push({ name, ok, ...counts });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The failed tests of a vitest JSON report, with the first line of each one's failure. */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(`${process.cwd()}/`, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = (test.failureMessages?.[0] ?? '').split('\n')[0];
      names.push(`${path} › ${test.fullName}: ${why}`);
    }
    if (file.status === 'failed' && !file.assertionResults?.length)
      names.push(`${path}: ${(file.message ?? '').split('\n')[0]}`);
  }
  return names;
}

const vitestCounts = (file) => (ok) => {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  return { passed: report.numPassedTests, failed, failures: vitestFailures(report) };
};

function playwrightCounts(ok) {
  const report = readJson('reports/playwright.json');
  if (!report?.stats) return { passed: 0, failed: 1 };
  const { expected, unexpected } = report.stats;
  return { passed: expected, failed: unexpected + (ok || unexpected ? 0 : 1) };
}

rmSync('reports/vitest.json', { force: true });
rmSync('reports/vitest-package.json', { force: true });
rmSync('reports/playwright.json', { force: true });
step('lint', 'npx', ['biome', 'check', '.']);
step('types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('openapi lint', 'npx', ['redocly', 'lint', 'docs/openapi.json']);
step(
  'unit',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
  ],
  vitestCounts('reports/vitest.json'),
);
const built = step('build', 'npm', ['run', '--silent', 'build']);
if (built) {
  step('size', 'npx', ['size-limit']);
  step('publint', 'npx', ['publint', '--strict']);
  // ESM only: the CommonJS resolutions (node10, node16 from CJS) are not the package's.
  step('attw', 'npx', ['attw', '--pack', '.', '--profile', 'esm-only']);
  step(
    'package',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'scripts/package/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/vitest-package.json',
    ],
    vitestCounts('reports/vitest-package.json'),
  );
  step('e2e', 'npx', ['playwright', 'test', '--pass-with-no-tests'], playwrightCounts);
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('');
// Named again at the end, where a log's tail shows them.
for (const r of results) for (const name of r.failures ?? []) console.log(`failed: ${name}`);
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.passed} passed, ${r.failed} failed)`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
