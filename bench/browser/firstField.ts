// The first field, as a merchant's page meets it: fresh page loads (a new browser context each:
// cold cache, new connections) that append the checkout's script tag and mount it, at 4× CPU
// throttling, each of nft-checkout alternating with one of Adyen Drop-in + Card loaded the same
// way (bench/browser/public/responsive.js records the moments; bench/README.md says which).
import type { Page } from '@playwright/test';
import { createOrder } from '../orders.js';
import { round, summarize } from '../stats.js';
import { buildAdyen } from './adyen/build.js';
import { type BrowserSession, within } from './session.js';

export type FirstFieldProduct = 'nft' | 'adyen';

interface LongEntry {
  start: number;
  duration: number;
}

interface PageResult {
  error?: string;
  start: number;
  scriptRun: number;
  mountReturned: number;
  fieldInDom: number;
  responsive: number;
  typed: number;
  longTasks: LongEntry[];
  frames: (LongEntry & { scripts: { duration: number; invoker: string; source: string }[] })[];
}

export interface FirstFieldFigure {
  product: FirstFieldProduct;
  cpuThrottling: number;
  loads: number;
  /** Medians, ms from the script tag's insertion: the script loaded and run, */
  scriptRun: number;
  /** mount() returned, */
  mountReturned: number;
  /** the first field in the DOM, */
  fieldInDom: number;
  /** a task posted as the field appeared ran: the first moment a key press can be handled. */
  responsive: number;
  responsiveP95: number;
  /** The longest task from mount() until the first key press reached the field (worst load). */
  longestTaskToKey: number;
  /** The longest task in the 3 s after mount() (worst load): idle prefetching included. */
  longestTaskSettled: number;
  /** The slowest load's longest frame's scripts, to see what the time went to. */
  worstFrameScripts: string[];
}

const SETTLE_MS = 3_000;

async function loadOnce(
  session: BrowserSession,
  product: FirstFieldProduct,
  cpuThrottling: number,
): Promise<PageResult> {
  const context = await session.browser.newContext();
  try {
    // Nothing leaves the machine: Adyen's analytics and secured fields would call its servers.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    if (cpuThrottling > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    }
    const query = new URLSearchParams({ product, baseUrl: session.sandbox.url });
    if (product === 'nft') {
      const { clientToken } = await createOrder(session.sandbox.url, session.imageUrl);
      query.set('token', clientToken);
    }
    await page.goto(`${session.pages.origin}/responsive.html?${query}`);
    await waitFor(page, 'ready', 'the first field');
    // The buyer's first key press, as soon as the field can take it.
    await page.locator('[data-bench-first-field]').press('A');
    await waitFor(page, 'typed', 'the first key press');
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (window as unknown as { nftcBench: PageResult }).nftcBench);
  } finally {
    await context.close();
  }
}

async function waitFor(page: Page, key: string, what: string): Promise<void> {
  await within(
    page.waitForFunction((name) => {
      const bench = (window as { nftcBench?: Record<string, unknown> }).nftcBench;
      if (bench?.error) throw new Error(String(bench.error));
      return bench?.[name] !== undefined;
    }, key),
    20_000,
    what,
  );
}

const longest = (entries: LongEntry[], from: number, to: number) =>
  Math.max(
    0,
    ...entries.filter((e) => e.start + e.duration > from && e.start < to).map((e) => e.duration),
  );

function figure(product: FirstFieldProduct, cpuThrottling: number, results: PageResult[]) {
  const median = (pick: (r: PageResult) => number) =>
    round(summarize(results.map((r) => pick(r) - r.start)).median);
  const responsive = summarize(results.map((r) => r.responsive - r.start));
  const toKey = results.map((r) => longest(r.longTasks, r.scriptRun, r.typed));
  const settled = results.map((r) => longest(r.longTasks, r.scriptRun, r.scriptRun + SETTLE_MS));
  const worst = results[settled.indexOf(Math.max(...settled))];
  const frame = worst?.frames.toSorted((a, b) => b.duration - a.duration)[0];
  return {
    product,
    cpuThrottling,
    loads: results.length,
    scriptRun: median((r) => r.scriptRun),
    mountReturned: median((r) => r.mountReturned),
    fieldInDom: median((r) => r.fieldInDom),
    responsive: round(responsive.median),
    responsiveP95: round(responsive.p95),
    longestTaskToKey: round(Math.max(...toKey)),
    longestTaskSettled: round(Math.max(...settled)),
    worstFrameScripts: (frame?.scripts ?? []).map(
      (s) => `${s.source} (${s.invoker}) ${s.duration} ms`,
    ),
  } satisfies FirstFieldFigure;
}

/** nft-checkout's figure and Adyen's, from alternating loads at `cpuThrottling`. */
export async function measureFirstField(
  session: BrowserSession,
  cpuThrottling = 4,
  loads = 15,
): Promise<FirstFieldFigure[]> {
  await buildAdyen();
  const products: FirstFieldProduct[] = ['nft', 'adyen'];
  for (const product of products) await loadOnce(session, product, cpuThrottling);
  const results: Record<FirstFieldProduct, PageResult[]> = { nft: [], adyen: [] };
  for (let i = 0; i < loads; i++) {
    for (const product of i % 2 ? products.toReversed() : products) {
      results[product].push(await loadOnce(session, product, cpuThrottling));
    }
  }
  return products.map((product) => figure(product, cpuThrottling, results[product]));
}
