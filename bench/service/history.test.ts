import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceTargetCell } from '../table.js';
import {
  formatHistory,
  formatRecorded,
  type HistoryRow,
  historyRows,
  lastRecorded,
  mergeHistory,
  readHistory,
  writeHistory,
} from './history.js';
import type { LoadFigure } from './throughput.js';

const ORDER = 'GET /v1/orders/{orderId}';
const SESSION = 'GET /v1/checkout/session';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  version: '0.1.0',
  commit: 'aaaaaaa',
  date: '2026-12-01T00:00:00.000Z',
  route: ORDER,
  ratio: 0.3,
  p99Ms: 4,
  ...over,
});

const figure = (over: Partial<LoadFigure>): LoadFigure => ({
  name: 'order read',
  route: ORDER,
  method: 'GET',
  path: '/v1/orders/1',
  requestsPerSecond: 8000,
  latencyP50: 1,
  latencyP99: 4,
  latencyMax: 9,
  requests: 40_000,
  non2xx: 0,
  errors: 0,
  ratioToCeiling: 0.45,
  ...over,
});

describe('the service history', () => {
  it('makes one row per endpoint measured against the ceiling', () => {
    const run = { version: '0.2.0', commit: 'bbbbbbb', date: '2026-12-07T00:00:00.000Z' };
    const rows = historyRows(run, [figure({}), figure({ route: SESSION, ratioToCeiling: null })]);
    expect(rows).toEqual([{ ...run, route: ORDER, ratio: 0.45, p99Ms: 4 }]);
  });

  it('replaces a re-run of the same version, commit and route, and appends any other', () => {
    const first = row({});
    const other = row({ route: SESSION, ratio: 0.25 });
    const rerun = row({ date: '2026-12-02T00:00:00.000Z', ratio: 0.32 });
    const release = row({ version: '0.2.0', commit: 'bbbbbbb', date: '2026-12-03T00:00:00.000Z' });
    expect(mergeHistory([first, other], [rerun])).toEqual([other, rerun]);
    expect(mergeHistory([first, other], [release])).toEqual([first, other, release]);
  });

  it('finds the last recorded ratio of a route and shows it with its release', () => {
    const history = mergeHistory(
      [],
      [row({}), row({ version: '0.2.0', commit: 'bbbbbbb', date: '2026-12-05T00:00:00.000Z' })],
    );
    expect(lastRecorded(history, ORDER)?.commit).toBe('bbbbbbb');
    expect(lastRecorded(history, SESSION)).toBeUndefined();
    expect(formatRecorded(lastRecorded(history, ORDER))).toBe('0.30 (0.2.0 bbbbbbb)');
    expect(formatRecorded(undefined)).toBe('');
  });

  it('reads back what it wrote; no file is no rows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
    try {
      const file = join(dir, 'history', 'service.json');
      expect(readHistory(file)).toEqual([]);
      const rows = [row({}), row({ route: SESSION })];
      writeHistory(rows, file);
      expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(rows, null, 2)}\n`);
      expect(readHistory(file)).toEqual(rows);
      expect(formatHistory([])).toBe('[]\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says whether a read met its target, and which half it missed', () => {
    expect(serviceTargetCell(figure({ ratioToCeiling: 0.4, latencyP99: 5 }))).toBe('met');
    expect(serviceTargetCell(figure({ ratioToCeiling: 0.39 }))).toBe('MISSED (ratio)');
    expect(serviceTargetCell(figure({ ratioToCeiling: 0.2, latencyP99: 6 }))).toBe(
      'MISSED (ratio, p99)',
    );
    expect(serviceTargetCell(figure({ method: 'POST', ratioToCeiling: 0.1 }))).toBe('');
  });
});
