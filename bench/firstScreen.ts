// The first-field and sandbox-start sections: their tables and their targets, apart from the
// other sections' (table.ts, targets.ts), which call these.
import type { FirstFieldFigure } from './browser/firstField.js';
import type { TargetCheck } from './report.js';
import type { BinStartResult } from './service/binStart.js';

type Cell = string | number;
type Table = (title: string, headers: string[], rows: Cell[][]) => string;

/** nft-checkout's responsive first field, as a share of Adyen's first field in the DOM. */
export const FIRST_FIELD_TARGET = 0.25;
/** No task longer than this from mount() until the buyer's first key press. */
export const LONGEST_TASK_TARGET_MS = 50;
export const BIN_START_TARGET_MS = 200;

const byProduct = (figures: FirstFieldFigure[], product: FirstFieldFigure['product']) =>
  figures.find((f) => f.product === product);

export function firstFieldTable(figures: FirstFieldFigure[], table: Table): string {
  const cpu = figures[0]?.cpuThrottling ?? 4;
  return table(
    `First field, ${cpu}x CPU (ms from the script tag's insertion, medians; longest tasks of the worst load)`,
    [
      'product',
      'loads',
      'script run',
      'mount()',
      'in DOM',
      'responsive',
      'p95',
      'task to key',
      'task in 3 s',
    ],
    figures.map((f) => [
      f.product === 'nft' ? 'nft-checkout' : 'Adyen Drop-in + Card',
      f.loads,
      f.scriptRun,
      f.mountReturned,
      f.fieldInDom,
      f.responsive,
      f.responsiveP95,
      f.longestTaskToKey,
      f.longestTaskSettled,
    ]),
  );
}

export function binStartLine(result: BinStartResult): string {
  return `\nSandbox bin start (${result.starts} starts): listening after ${result.binMedian} ms median (p95 ${result.binP95}); Node itself starts and exits in ${result.nodeMedian} ms`;
}

export function firstScreenChecks(
  figures?: FirstFieldFigure[],
  bin?: BinStartResult,
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const nft = figures && byProduct(figures, 'nft');
  const adyen = figures && byProduct(figures, 'adyen');
  if (nft && adyen) {
    const ratio = nft.responsive / adyen.fieldInDom;
    checks.push({
      figure: `first field responsive, ${nft.cpuThrottling}x CPU: nft-checkout / Adyen's first field in the DOM`,
      target: `≤ ${FIRST_FIELD_TARGET}`,
      measured: `${ratio.toFixed(2)} (${nft.responsive} / ${adyen.fieldInDom} ms)`,
      met: ratio <= FIRST_FIELD_TARGET,
    });
  }
  if (nft) {
    checks.push({
      figure: `longest task from mount() to the first key press, ${nft.cpuThrottling}x CPU`,
      target: `≤ ${LONGEST_TASK_TARGET_MS} ms`,
      measured: `${nft.longestTaskToKey} ms`,
      met: nft.longestTaskToKey <= LONGEST_TASK_TARGET_MS,
    });
  }
  if (bin) {
    checks.push({
      figure: 'sandbox bin: start to listening, median',
      target: `≤ ${BIN_START_TARGET_MS} ms`,
      measured: `${bin.binMedian} ms`,
      met: bin.binMedian <= BIN_START_TARGET_MS,
    });
  }
  return checks;
}
