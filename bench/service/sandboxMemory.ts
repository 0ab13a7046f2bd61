// The sandbox's memory after 10,000 orders, each paid and run to Complete, measured in a child
// process started with --expose-gc (the figure is that process's RSS, after forced GC).
import type { Order } from '../../src/api/orders.js';
import { httpFetch } from '../httpFetch.js';
import { BASIC_AUTH, call, createClientToken, inPool, payOrder } from '../orders.js';
import { round } from '../stats.js';
import type { MemoryUsage } from './protocol.js';
import { startServerChild } from './serverChild.js';

export interface SandboxMemorySettings {
  orders: number;
  concurrency: number;
}

export const DEFAULT_SANDBOX_MEMORY: SandboxMemorySettings = { orders: 10_000, concurrency: 20 };

export interface SandboxMemoryResult {
  settings: SandboxMemorySettings;
  gcForced: boolean;
  before: MemoryUsage;
  after: MemoryUsage;
  rssGrowth: number;
  heapPerOrder: number;
  /** Orders the service lists afterwards, by status (all Complete when the run went well). */
  statuses: Record<string, number>;
  seconds: number;
}

const LIFECYCLE_SETTLE_MS = 1500;

export async function measureSandboxMemory(
  settings: SandboxMemorySettings = DEFAULT_SANDBOX_MEMORY,
): Promise<SandboxMemoryResult> {
  const sandbox = await startServerChild('sandbox', 'fast');
  try {
    // Touch the request path once so the baseline includes loaded code, not just a cold start.
    await httpFetch(`${sandbox.url}/orders/none`, { headers: { authorization: BASIC_AUTH } });
    const before = await sandbox.memory();
    const started = performance.now();
    await inPool(settings.orders, settings.concurrency, async () => {
      await payOrder(sandbox.url, await createClientToken(sandbox.url));
    });
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, LIFECYCLE_SETTLE_MS));
    const statuses: Record<string, number> = {};
    for (const order of await call<Order[]>('GET', `${sandbox.url}/orders`, BASIC_AUTH)) {
      const status = order.status ?? 'unknown';
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const after = await sandbox.memory();
    const heap = (m: MemoryUsage) => m.heapUsed + m.external;
    return {
      settings,
      gcForced: after.gcForced,
      before,
      after,
      rssGrowth: after.rss - before.rss,
      heapPerOrder: Math.round((heap(after) - heap(before)) / settings.orders),
      statuses,
      seconds: round(seconds, 1),
    };
  } finally {
    await sandbox.stop();
  }
}
