import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutClient } from '../../api/checkoutClient.js';
import { createServiceClient } from '../../api/serviceClient.js';
import { DEFAULT_MERCHANTS } from '../options.js';
import type { Merchant } from '../store/records.js';
import { passBuyerChecks } from '../testing/buyerChecks.js';
import {
  buyer,
  CARDS,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';
import { DEFAULT_MAX_IN_FLIGHT } from './schedule.js';
import { type Receiver, startReceiver } from './testing/receiver.js';

let t: TestSandbox;
let rx: Receiver;
let open: () => void;
const gate = new Promise<void>((resolve) => {
  open = resolve;
});

beforeAll(async () => {
  // Held until every order is paid, so all 200 orders' deliveries are under way at once; then
  // one request in ten fails, so retries and ordering are tried under load too.
  rx = await startReceiver(async (_, n) => {
    await gate;
    return n % 10 === 0 ? 503 : 200;
  });
  t = await startTestSandbox({
    merchants: [
      { ...(DEFAULT_MERCHANTS[0] as Merchant), webhooks: [{ url: rx.url }] },
      DEFAULT_MERCHANTS[1] as Merchant,
    ],
    webhooks: { retryDelaysMs: [20, 40, 80, 160, 320], timeoutMs: 110_000 },
  });
});
afterAll(async () => {
  open();
  await t.close();
  await rx.close();
});

/** Runs `task` for 0…count-1, at most `width` at a time (the buyers; not the deliveries). */
async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>) {
  const out: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
}

/** One buyer's purchase, with clients patient enough for a busy machine; answers the order id. */
async function purchase(): Promise<string> {
  const patient = { timeoutMs: 60_000, retry: { retries: 0 } };
  const baseUrl = t.url;
  const merchant = createServiceClient({ baseUrl, credentials: MERCHANT, ...patient });
  const request = nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract' } });
  const { clientToken } = await merchant.createClientToken(request);
  const client = createCheckoutClient({ baseUrl, clientToken, ...patient });
  const checks = await passBuyerChecks(baseUrl, clientToken, buyer());
  const card = await client.tokenizeCard({
    number: CARDS.usDebit,
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  const payment = { type: 'card' as const, cardToken: card.cardToken };
  const state = await client.confirm({ buyer: buyer(), payment, ...checks }, crypto.randomUUID());
  const until = Date.now() + 60_000;
  while ((await client.getOrderState()).order.status !== 'Complete') {
    if (Date.now() > until) throw new Error(`order ${state.order.id} did not complete`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return state.order.id;
}

describe('200 orders in parallel', { timeout: 120_000 }, () => {
  it('deliver every event of every order, each order in sequence', async () => {
    const orderIds = await pool(200, 50, purchase);
    // Every order's first event is under way or queued: at most 16 requests in flight.
    const pending = t.sandbox.webhooks.deliveries().filter((d) => d.status === 'pending');
    expect(pending).toHaveLength(600);
    expect(rx.maxConcurrent).toBe(DEFAULT_MAX_IN_FLIGHT);
    open();
    await t.sandbox.webhooks.idle();

    const secret = t.sandbox.webhooks.endpoints()[0]?.secret as string;
    const events = rx.accepted(secret);
    const byOrder = new Map<string, number[]>();
    for (const event of events) {
      const seen = byOrder.get(event.data.order.id) ?? [];
      byOrder.set(event.data.order.id, [...seen, event.sequence]);
    }
    for (const orderId of orderIds) expect(byOrder.get(orderId)).toEqual([1, 2, 3]);
    expect(new Set(events.map((e) => e.id)).size).toBe(600);
    const deliveries = t.sandbox.webhooks.deliveries();
    expect(deliveries).toHaveLength(600);
    expect(deliveries.every((d) => d.status === 'delivered')).toBe(true);
    expect(deliveries.some((d) => d.attempts.length > 1)).toBe(true);
    expect(rx.maxConcurrent).toBeLessThanOrEqual(DEFAULT_MAX_IN_FLIGHT);
  });
});
