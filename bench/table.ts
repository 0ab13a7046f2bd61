// The bench's console output: one small table per measurement, then the targets.
import { binStartLine, firstFieldTable } from './firstScreen.js';
import type { BenchReport } from './report.js';
import { formatRecorded } from './service/history.js';
import type { LoadFigure } from './service/throughput.js';
import { SERVICE_TARGET_TEXT, serviceTargetMet } from './targets.js';

type Cell = string | number;

export function formatTable(title: string, headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map(String));
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...text.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [`\n${title}`, line(headers), rule, ...text.map(line)].join('\n');
}

/** A read's target cell: met, or which half it missed. Empty for the other endpoints. */
export function serviceTargetCell(e: LoadFigure): string {
  if (e.method !== 'GET') return '';
  const met = serviceTargetMet(e);
  if (met.ratio && met.p99) return 'met';
  return `MISSED (${[met.ratio ? '' : 'ratio', met.p99 ? '' : 'p99'].filter(Boolean).join(', ')})`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

export function renderReport(report: BenchReport): string {
  const out: string[] = [];
  const m = report.machine;
  out.push(
    `nft-checkout bench, ${report.date}: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}` +
      `${m.chromium ? `, Chromium ${m.chromium}` : ''}, load average ${m.loadAverageAtStart} at start`,
  );
  if (report.bytes) {
    out.push(
      formatTable(
        'Bytes (KB)',
        ['file', 'raw', 'gzip', 'brotli'],
        report.bytes.map((b) => [b.name, kb(b.raw), kb(b.gzip), kb(b.brotli)]),
      ),
    );
  }
  if (report.tti) {
    out.push(
      formatTable(
        'Time to interactive (ms, script tag start to first focusable field)',
        ['build', 'CPU', 'loads', 'median', 'p95', 'min', 'max', 'script', 'session', 'render'],
        report.tti.map((t) => [
          t.build,
          t.cpuThrottling === 1 ? 'unthrottled' : `${t.cpuThrottling}x slower`,
          t.loads,
          t.median,
          t.p95,
          t.min,
          t.max,
          t.scriptMedian,
          t.sessionRequestMedian,
          t.renderMedian,
        ]),
      ),
    );
  }
  if (report.firstField) out.push(firstFieldTable(report.firstField, formatTable));
  if (report.binStart) out.push(binStartLine(report.binStart));
  if (report.statusLatency) {
    out.push(
      formatTable(
        'Status latency (ms, transition applied to host callback)',
        ['mode', 'orders', 'samples', 'median', 'p95', 'max'],
        report.statusLatency.map((s) => [s.mode, s.orders, s.samples, s.median, s.p95, s.max]),
      ),
    );
  }
  if (report.service) {
    const { ceiling, endpoints, settings } = report.service;
    out.push(
      formatTable(
        `Service (autocannon, ${settings.connections} connections, ${settings.durationSeconds} s each; reads' target ${SERVICE_TARGET_TEXT})`,
        [
          'endpoint',
          'req/s',
          'p50 ms',
          'p99 ms',
          'x ceiling',
          'target',
          'last recorded',
          'non-2xx',
        ],
        [ceiling, ...endpoints].map((e) => [
          `${e.method} ${e.name}`,
          e.requestsPerSecond,
          e.latencyP50,
          e.latencyP99,
          e.ratioToCeiling ?? '',
          e === ceiling ? '' : serviceTargetCell(e),
          formatRecorded(e.previous),
          e.non2xx + e.errors,
        ]),
      ),
    );
  }
  if (report.streams) {
    const { ceiling, sandbox } = report.streams;
    out.push(
      formatTable(
        `${sandbox.streams} concurrent status streams`,
        ['server', 'opens/s', 'first event p50', 'p99', 'KB heap/stream', 'RSS MB', 'x ceiling'],
        [ceiling, sandbox].map((s) => [
          s.server,
          s.opensPerSecond,
          s.firstEventP50,
          s.firstEventP99,
          kb(s.heapPerStream),
          mb(s.rssWithStreams),
          'ratioToCeiling' in s ? (s.ratioToCeiling as number) : 1,
        ]),
      ),
    );
    out.push(
      `status change to all ${sandbox.streams} streams: p50 ${sandbox.deliveryP50} ms, p99 ${sandbox.deliveryP99} ms (${sandbox.deliveries} deliveries; ${sandbox.endedByServer} streams closed by the service after Complete)`,
    );
  }
  if (report.heap) {
    out.push(
      formatTable(
        'Widget heap (GC forced), mount/unmount cycles',
        ['after cycles', 'heap KB', 'DOM nodes', 'listeners'],
        report.heap.readings.map((r) => [r.cycles, kb(r.heapUsed), r.nodes, r.listeners]),
      ),
    );
    out.push(
      `growth: ${kb(report.heap.growth)} KB from cycle 1 to ${report.heap.cycles}; ${kb(report.heap.steadyGrowth)} KB from cycle ${report.heap.steadyFrom} to ${report.heap.cycles} (after warm-up)`,
    );
  }
  if (report.sandboxMemory) {
    const s = report.sandboxMemory;
    out.push(
      formatTable(
        `Sandbox memory, ${s.settings.orders} orders paid to Complete${s.gcForced ? ' (GC forced)' : ''}`,
        ['when', 'RSS MB', 'heap MB'],
        [
          ['before', mb(s.before.rss), mb(s.before.heapUsed)],
          ['after', mb(s.after.rss), mb(s.after.heapUsed)],
        ],
      ),
    );
  }
  if (report.targets.length) {
    out.push(
      formatTable(
        'Targets (reported, not enforced)',
        ['figure', 'target', 'measured', ''],
        report.targets.map((t) => [t.figure, t.target, t.measured, t.met ? 'met' : 'MISSED']),
      ),
    );
  }
  for (const [section, error] of Object.entries(report.errors)) {
    out.push(`\n${section} FAILED: ${error}`);
  }
  return out.join('\n');
}
