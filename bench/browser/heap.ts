// Heap after 200 mount/unmount cycles versus after the first, in one page, with garbage
// collection forced through the DevTools protocol before each reading.
import type { CDPSession, Page } from '@playwright/test';
import { createOrder } from '../orders.js';
import { round } from '../stats.js';
import { type BrowserSession, within } from './session.js';

export interface HeapSettings {
  cycles: number;
  /** Also read the heap every this many cycles, to show the trend. */
  every: number;
}

export const DEFAULT_HEAP: HeapSettings = { cycles: 200, every: 50 };

export interface HeapReading {
  cycles: number;
  /** Runtime.getHeapUsage usedSize, bytes. */
  heapUsed: number;
  /** Memory.getDOMCounters. */
  nodes: number;
  listeners: number;
}

export interface HeapResult {
  cycles: number;
  first: HeapReading;
  last: HeapReading;
  /** last.heapUsed - first.heapUsed, bytes. */
  growth: number;
  growthPerCycle: number;
  /**
   * last.heapUsed - the reading after `every` cycles: growth once the engine has compiled and
   * optimised the widget's code (most of `growth` is that warm-up, not retained objects).
   */
  steadyGrowth: number;
  steadyFrom: number;
  readings: HeapReading[];
}

type HarnessWindow = Window & {
  nftcHarness: { cycle(clientToken: string, baseUrl: string): Promise<void> };
};

async function read(cdp: CDPSession, page: Page, cycles: number): Promise<HeapReading> {
  // Let aborted requests and unmount clean-ups finish before collecting.
  await page.waitForTimeout(200);
  // The page's resource-timing buffer (two entries per mount, capped by the browser) is not the
  // widget's memory.
  await page.evaluate(() => performance.clearResourceTimings());
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return {
    cycles,
    heapUsed: usage.usedSize,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
  };
}

export async function measureHeap(
  session: BrowserSession,
  settings: HeapSettings = DEFAULT_HEAP,
): Promise<HeapResult> {
  const { url } = session.sandbox;
  // One order for every cycle: each mount reads its session and opens its stream.
  const { clientToken } = await createOrder(url, session.imageUrl);
  const context = await session.browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(`${session.pages.origin}/harness.html`);
    const readings: HeapReading[] = [];
    for (let cycle = 1; cycle <= settings.cycles; cycle++) {
      await within(
        page.evaluate(
          ([token, base]) => (window as unknown as HarnessWindow).nftcHarness.cycle(token, base),
          [clientToken, url] as const,
        ),
        15_000,
        `mount/unmount cycle ${cycle}`,
      );
      if (cycle === 1 || cycle % settings.every === 0 || cycle === settings.cycles) {
        readings.push(await read(cdp, page, cycle));
      }
    }
    const first = readings[0] as HeapReading;
    const last = readings.at(-1) as HeapReading;
    const growth = last.heapUsed - first.heapUsed;
    const warm = readings.find((r) => r.cycles === settings.every) ?? first;
    return {
      cycles: settings.cycles,
      first,
      last,
      growth,
      growthPerCycle: round(growth / (settings.cycles - 1), 0),
      steadyGrowth: last.heapUsed - warm.heapUsed,
      steadyFrom: warm.cycles,
      readings,
    };
  } finally {
    await context.close();
  }
}
