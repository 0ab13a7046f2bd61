// Status latency: from the sandbox applying a status change (the transition's `at`) to the host
// page's callback firing (Date.now() in the page: the same machine clock), for Processed and
// Complete of each order, over the event stream and over the polling fallback.
import type { Page } from '@playwright/test';
import { DEFAULT_TIMING } from '../../src/checkout/trackerTiming.js';
import { createOrder, inPool, payOrder } from '../orders.js';
import { round, summarize } from '../stats.js';
import { type BrowserSession, within } from './session.js';

export interface StatusSettings {
  orders: number;
  /** Checkouts mounted at once in polling mode (the stream mode runs one at a time). */
  pollingBatch: number;
}

export const DEFAULT_STATUS: StatusSettings = { orders: 50, pollingBatch: 25 };

const POLL_INTERVAL_MS = DEFAULT_TIMING.pollMs;
const FIRST_POLL_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StatusFigure {
  mode: 'stream' | 'polling';
  orders: number;
  samples: number;
  median: number;
  p95: number;
  max: number;
}

interface Received {
  type: 'processed' | 'complete';
  orderId: string;
  at: string;
  receivedAt: number;
}

interface Harness {
  mount(clientToken: string, baseUrl: string): Promise<number>;
  unmount(id: number): void;
  received(orderIds: string[]): Received[];
}
type HarnessWindow = Window & { nftcHarness: Harness };

const mountIn = (page: Page, clientToken: string, baseUrl: string) =>
  within(
    page.evaluate(
      ([token, url]) => (window as unknown as HarnessWindow).nftcHarness.mount(token, url),
      [clientToken, baseUrl] as const,
    ),
    15_000,
    'checkout ready',
  );

/** Waits until both callbacks fired for every order; returns what the page recorded. */
async function callbacksFor(page: Page, orderIds: string[], timeoutMs: number) {
  await within(
    page.waitForFunction(
      (ids) =>
        (window as unknown as HarnessWindow).nftcHarness.received(ids).length >= ids.length * 2,
      orderIds,
      { polling: 50 },
    ),
    timeoutMs,
    'Processed and Complete callbacks',
  );
  return page.evaluate(
    (ids) => (window as unknown as HarnessWindow).nftcHarness.received(ids),
    orderIds,
  );
}

async function streamMode(
  session: BrowserSession,
  page: Page,
  orders: number,
): Promise<Received[]> {
  const { url } = session.sandbox;
  const all: Received[] = [];
  for (let i = 0; i < orders; i++) {
    const order = await createOrder(url, session.imageUrl);
    const streamOpen = page.waitForResponse(
      (r) => r.url().endsWith('/checkout/order/events') && r.status() === 200,
    );
    const id = await mountIn(page, order.clientToken, url);
    // Pay only once the checkout follows the order, as a buyer paying in it would.
    await within(streamOpen, 15_000, 'event stream open');
    await payOrder(url, order.clientToken);
    all.push(...(await callbacksFor(page, [order.orderId], 15_000)));
    await page.evaluate((n) => (window as unknown as HarnessWindow).nftcHarness.unmount(n), id);
  }
  return all;
}

async function pollingMode(
  session: BrowserSession,
  page: Page,
  settings: StatusSettings,
): Promise<Received[]> {
  const { url } = session.sandbox;
  // A refused stream makes the checkout poll GET /checkout/order at once (statusTracker.ts).
  await page.route('**/checkout/order/events', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'stream disabled by the bench' }),
  );
  const all: Received[] = [];
  for (let done = 0; done < settings.orders; done += settings.pollingBatch) {
    const size = Math.min(settings.pollingBatch, settings.orders - done);
    const batch = await Promise.all(
      Array.from({ length: size }, () => createOrder(url, session.imageUrl)),
    );
    const ids = await Promise.all(batch.map((o) => mountIn(page, o.clientToken, url)));
    // Each order is paid at a random moment of the poll cycle (after every checkout gave up the
    // stream and made its first poll), as a real status change would fall.
    await inPool(batch.length, batch.length, async (i) => {
      await sleep(FIRST_POLL_MS + Math.random() * POLL_INTERVAL_MS);
      await payOrder(url, batch[i]?.clientToken ?? '');
    });
    all.push(
      ...(await callbacksFor(
        page,
        batch.map((o) => o.orderId),
        30_000,
      )),
    );
    for (const id of ids) {
      await page.evaluate((n) => (window as unknown as HarnessWindow).nftcHarness.unmount(n), id);
    }
  }
  return all;
}

function figure(mode: StatusFigure['mode'], orders: number, received: Received[]): StatusFigure {
  const latency = summarize(received.map((r) => r.receivedAt - Date.parse(r.at)));
  if (latency.min < -2) throw new Error(`a callback fired ${latency.min} ms before its transition`);
  return {
    mode,
    orders,
    samples: latency.count,
    median: round(latency.median),
    p95: round(latency.p95),
    max: round(latency.max),
  };
}

export async function measureStatusLatency(
  session: BrowserSession,
  settings: StatusSettings = DEFAULT_STATUS,
): Promise<StatusFigure[]> {
  const results: StatusFigure[] = [];
  for (const mode of ['stream', 'polling'] as const) {
    const context = await session.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${session.pages.origin}/harness.html`);
      const received =
        mode === 'stream'
          ? await streamMode(session, page, settings.orders)
          : await pollingMode(session, page, settings);
      results.push(figure(mode, settings.orders, received));
    } finally {
      await context.close();
    }
  }
  return results;
}
