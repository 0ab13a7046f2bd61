// The service's ratios to the ceiling, one row per release, commit and route, kept in
// bench/history/service.json (committed): `--record` adds this run's, and the service table shows
// the last recorded ratio beside the current one, so a regression between releases is seen.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const SERVICE_HISTORY_FILE = 'bench/history/service.json';

export interface HistoryRow {
  /** package.json version measured. */
  version: string;
  /** Short commit hash; `+dirty` when the tree had changes on top of it. */
  commit: string;
  /** When the run started (ISO). */
  date: string;
  /** Method and path pattern, e.g. `GET /v1/orders/{orderId}`. */
  route: string;
  /** requests/s of the route / the bare server's, same run. */
  ratio: number;
  p99Ms: number;
}

export interface RunInfo {
  version: string;
  commit: string;
  date: string;
}

interface MeasuredRoute {
  route: string;
  ratioToCeiling: number | null;
  latencyP99: number;
}

/** The rows of a run: every endpoint measured against the ceiling. */
export function historyRows(run: RunInfo, endpoints: readonly MeasuredRoute[]): HistoryRow[] {
  return endpoints.flatMap((e) =>
    e.ratioToCeiling === null
      ? []
      : [{ ...run, route: e.route, ratio: e.ratioToCeiling, p99Ms: e.latencyP99 }],
  );
}

const sameRun = (a: HistoryRow, b: HistoryRow) =>
  a.version === b.version && a.commit === b.commit && a.route === b.route;

/**
 * The history with `rows` added: a row of the same version, commit and route is replaced (a
 * re-run of one commit keeps its latest figure), any other appended. Oldest first.
 */
export function mergeHistory(history: readonly HistoryRow[], rows: readonly HistoryRow[]) {
  const kept = history.filter((old) => !rows.some((row) => sameRun(old, row)));
  return [...kept, ...rows].sort((a, b) => a.date.localeCompare(b.date));
}

/** The last recorded row of `route`, or undefined. */
export function lastRecorded(history: readonly HistoryRow[], route: string) {
  return history.findLast((row) => row.route === route);
}

/** A recorded ratio as the table shows it: `0.31 (0.1.0 599d6ec)`. */
export const formatRecorded = (row: HistoryRow | undefined): string =>
  row === undefined ? '' : `${row.ratio.toFixed(2)} (${row.version} ${row.commit})`;

/** The history file's rows; none when it does not exist yet. */
export function readHistory(file = SERVICE_HISTORY_FILE): HistoryRow[] {
  if (!existsSync(file)) return [];
  const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`${file} is not a JSON array of rows`);
  return rows as HistoryRow[];
}

/** The file's text, as the formatter (biome) leaves it. */
export const formatHistory = (rows: readonly HistoryRow[]): string =>
  `${JSON.stringify(rows, null, 2)}\n`;

export function writeHistory(rows: readonly HistoryRow[], file = SERVICE_HISTORY_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, formatHistory(rows));
}
