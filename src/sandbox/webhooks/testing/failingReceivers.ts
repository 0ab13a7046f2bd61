// Test-only: receivers that answer as a test says and a sandbox that sends them webhooks, for
// the webhook delivery tests; what a test starts is closed after it (useCleanup).
import { afterEach, expect } from 'vitest';
import type { Delivery } from '../../../api/webhookDeliveries.js';
import { DEFAULT_MERCHANTS, type SandboxOptions } from '../../options.js';
import type { Merchant } from '../../store/records.js';
import {
  basic,
  CARDS,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../../testing/harness.js';
import { type Answer, type Receiver, startReceiver } from './receiver.js';

const open: { close(): Promise<void> }[] = [];

/** Closes every receiver and sandbox a test started, the last first. */
export function useCleanup() {
  afterEach(async () => {
    for (const thing of open.splice(0).reverse()) await thing.close();
  });
}

export async function receiver(answer?: (n: number) => Answer, port?: number): Promise<Receiver> {
  const rx = await startReceiver(answer && ((_, n) => answer(n)), port);
  open.push(rx);
  return rx;
}

export async function sandbox(urls: string[], webhooks: SandboxOptions['webhooks'] = {}) {
  const t = await startTestSandbox({
    merchants: [
      { ...(DEFAULT_MERCHANTS[0] as Merchant), webhooks: urls.map((url) => ({ url })) },
      DEFAULT_MERCHANTS[1] as Merchant,
    ],
    webhooks,
  });
  open.push(t);
  return t;
}

export const smartContract = () =>
  nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract' } });

export async function completedOrder(t: TestSandbox): Promise<string> {
  const checkout = await t.open(smartContract());
  await checkout.payWithCard(CARDS.usDebit);
  await checkout.waitFor('Complete');
  return checkout.orderId;
}

export async function deliveries(t: TestSandbox, query = '', auth = basic(MERCHANT)) {
  const res = await t.raw('GET', `/v1/webhooks/deliveries${query}`, { auth });
  expect(res.status).toBe(200);
  return res.json as Delivery[];
}

export const secretOf = (t: TestSandbox, i = 0) =>
  t.sandbox.webhooks.endpoints()[i]?.secret as string;
