// `npm run bench [-- --only bytes,service,...]`: every measurement of the performance issue, the
// console tables, and reports/bench.json. bench/README.md says how each figure is taken.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { measureFirstField } from './browser/firstField.js';
import { measureHeap } from './browser/heap.js';
import { type BrowserSession, startBrowserSession } from './browser/session.js';
import { measureStatusLatency } from './browser/statusLatency.js';
import { measureTti } from './browser/tti.js';
import { measureBytes } from './bytes.js';
import { closeHttpFetch } from './httpFetch.js';
import { describeMachine, describeRevision } from './machine.js';
import { type BenchReport, SECTIONS, type Section } from './report.js';
import { measureBinStart } from './service/binStart.js';
import {
  historyRows,
  lastRecorded,
  mergeHistory,
  readHistory,
  SERVICE_HISTORY_FILE,
  writeHistory,
} from './service/history.js';
import { measureSandboxMemory } from './service/sandboxMemory.js';
import { measureStreams } from './service/streams.js';
import { measureThroughput } from './service/throughput.js';
import { renderReport } from './table.js';
import { checkTargets } from './targets.js';

const REPORT_FILE = 'reports/bench.json';

/** `--only bytes,service` (default: every section); `--record` (see recordService). */
function readFlags(): { sections: Section[]; record: boolean } {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, record: { type: 'boolean', default: false } },
  });
  const record = values.record === true;
  if (!values.only) return { sections: [...SECTIONS], record };
  const names = values.only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SECTIONS.includes(name as Section));
  if (unknown.length) {
    throw new Error(`Unknown section ${unknown.join(', ')}: use ${SECTIONS.join(', ')}.`);
  }
  return { sections: SECTIONS.filter((section) => names.includes(section)), record };
}

/** `--record`: this run's service ratios added to the committed history. */
function recordService(report: BenchReport): void {
  if (!report.service) return;
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const revision = report.revision;
  const commit = revision ? `${revision.commit}${revision.dirty ? '+dirty' : ''}` : 'unknown';
  const rows = historyRows({ version, commit, date: report.date }, report.service.endpoints);
  writeHistory(mergeHistory(readHistory(), rows));
  console.log(`${SERVICE_HISTORY_FILE}: ${rows.length} rows recorded (${version} ${commit}).`);
}

async function main() {
  const { sections, record } = readFlags();
  const started = performance.now();
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: describeMachine(),
    revision: describeRevision(),
    seconds: 0,
    targets: [],
    errors: {},
  };
  let browser: BrowserSession | undefined;
  const browserSession = async () => {
    browser ??= await startBrowserSession();
    report.machine.chromium ??= browser.browser.version();
    return browser;
  };

  const steps: Record<Section, () => Promise<void>> = {
    bytes: async () => {
      report.bytes = await measureBytes();
    },
    service: async () => {
      const service = await measureThroughput();
      const history = readHistory();
      for (const endpoint of service.endpoints) {
        endpoint.previous = lastRecorded(history, endpoint.route);
      }
      report.service = service;
    },
    streams: async () => {
      report.streams = await measureStreams();
    },
    'sandbox-memory': async () => {
      report.sandboxMemory = await measureSandboxMemory();
    },
    tti: async () => {
      const session = await browserSession();
      report.tti = [...(await measureTti(session, 1)), ...(await measureTti(session, 4))];
    },
    'first-field': async () => {
      report.firstField = await measureFirstField(await browserSession());
    },
    'bin-start': async () => {
      report.binStart = await measureBinStart();
    },
    status: async () => {
      report.statusLatency = await measureStatusLatency(await browserSession());
    },
    heap: async () => {
      report.heap = await measureHeap(await browserSession());
    },
  };

  try {
    for (const section of sections) {
      const t0 = performance.now();
      process.stderr.write(`bench: ${section}…`);
      try {
        await steps[section]();
        process.stderr.write(` ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
      } catch (error) {
        report.errors[section] = error instanceof Error ? error.message : String(error);
        process.stderr.write(` failed: ${report.errors[section]}\n`);
      }
    }
  } finally {
    await browser?.close();
    closeHttpFetch();
  }

  report.seconds = Math.round((performance.now() - started) / 1000);
  report.targets = checkTargets(report);
  mkdirSync('reports', { recursive: true });
  writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(renderReport(report));
  console.log(`\n${REPORT_FILE} written (${report.seconds} s).`);
  if (record) recordService(report);
  if (Object.keys(report.errors).length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
