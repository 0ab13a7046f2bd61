// Time to interactive: fresh page loads (a new browser context each, so a cold cache and new
// connections) of a page that loads the script-tag build and mounts the checkout. Each load of
// the current build is paired with one of the baseline build (the script-tag file before the
// first screen was split, bench/baseline/), alternating, so both meet the same machine load.
import { createOrder } from '../orders.js';
import { round, summarize } from '../stats.js';
import { type BrowserSession, within } from './session.js';

export interface TtiSettings {
  loads: number;
  /** Loads run first and not counted (the browser's own first-use costs). */
  warmupLoads: number;
}

export const DEFAULT_TTI: TtiSettings = { loads: 20, warmupLoads: 1 };

interface PageResult {
  done: boolean;
  error?: string;
  start: number;
  evaluated: number;
  fieldAt: number;
  focusable: boolean;
  label: string;
  sessionStart: number | null;
  sessionEnd: number | null;
}

/** Which script-tag file a figure is of: this build (dist/) or the committed baseline. */
export type TtiBuild = 'current' | 'baseline';

export interface TtiFigure {
  build: TtiBuild;
  cpuThrottling: number;
  loads: number;
  /** Script-tag start to the first focusable field, ms. */
  median: number;
  p95: number;
  min: number;
  max: number;
  /** Of which, medians in ms: script start to the widget script evaluated (parse, compile, run), */
  scriptMedian: number;
  /** the script evaluated to the field in the DOM (mount and the first render: the details
   * form draws before the session has arrived), */
  renderMedian: number;
  /** and, alongside, the session request (from the checkout's fetch; a CORS preflight may come
   * first), which the first field no longer waits for. */
  sessionRequestMedian: number;
  /** The label of the field that became focusable (a check that it is the first step's). */
  firstFieldLabel: string;
}

async function loadOnce(
  session: BrowserSession,
  cpuThrottling: number,
  build: TtiBuild,
): Promise<PageResult> {
  const { clientToken } = await createOrder(session.sandbox.url, session.imageUrl);
  const context = await session.browser.newContext();
  try {
    const page = await context.newPage();
    if (cpuThrottling > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    }
    const query = new URLSearchParams({ token: clientToken, baseUrl: session.sandbox.url });
    const dir = build === 'baseline' ? '/baseline' : '';
    await page.goto(`${session.pages.origin}${dir}/tti.html?${query}`);
    await within(
      page.waitForFunction(() => (window as { nftcBench?: { done: boolean } }).nftcBench?.done),
      15_000,
      'time to interactive page',
    );
    const result = await page.evaluate(
      () => (window as unknown as { nftcBench: PageResult }).nftcBench,
    );
    if (result.error) throw new Error(`the checkout failed to load: ${result.error}`);
    if (!result.focusable) throw new Error('the first field did not take focus');
    return result;
  } finally {
    await context.close();
  }
}

/** The baseline's figure and the current build's, from alternating loads at one CPU rate. */
export async function measureTti(
  session: BrowserSession,
  cpuThrottling: number,
  settings: TtiSettings = DEFAULT_TTI,
): Promise<[baseline: TtiFigure, current: TtiFigure]> {
  const builds: TtiBuild[] = ['baseline', 'current'];
  for (let i = 0; i < settings.warmupLoads; i++) {
    for (const build of builds) await loadOnce(session, cpuThrottling, build);
  }
  const results: Record<TtiBuild, PageResult[]> = { baseline: [], current: [] };
  for (let i = 0; i < settings.loads; i++) {
    // Alternate which build goes first, so neither always follows the other.
    for (const build of i % 2 ? builds.toReversed() : builds) {
      results[build].push(await loadOnce(session, cpuThrottling, build));
    }
  }
  return [
    figure('baseline', cpuThrottling, results.baseline),
    figure('current', cpuThrottling, results.current),
  ];
}

function figure(build: TtiBuild, cpuThrottling: number, results: PageResult[]): TtiFigure {
  const tti = summarize(results.map((r) => r.fieldAt - r.start));
  const script = summarize(results.map((r) => r.evaluated - r.start));
  const request = summarize(results.map((r) => (r.sessionEnd ?? NaN) - (r.sessionStart ?? NaN)));
  const render = summarize(results.map((r) => r.fieldAt - r.evaluated));
  return {
    build,
    cpuThrottling,
    loads: results.length,
    median: round(tti.median),
    p95: round(tti.p95),
    min: round(tti.min),
    max: round(tti.max),
    scriptMedian: round(script.median),
    sessionRequestMedian: round(request.median),
    renderMedian: round(render.median),
    firstFieldLabel: results[0]?.label ?? '',
  };
}
