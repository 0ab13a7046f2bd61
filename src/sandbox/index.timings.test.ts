import { describe, expect, it } from 'vitest';
import type { OrderState } from '../api/checkout.js';
import { CARDS, nftRequest, startTestSandbox } from './testing/harness.js';

const delays = { processingMs: 400, settlementMs: 80, refundMs: 60 };

/** Milliseconds between consecutive transitions, by the times the history records. */
const gaps = (state: OrderState) =>
  state.transitions.slice(1).map((tr, i) => {
    const previous = state.transitions[i];
    return `${previous?.to}→${tr.to} ${Date.parse(tr.at) - Date.parse(previous?.at ?? tr.at)}`;
  });

describe('lifecycle timings', { timeout: 20_000 }, () => {
  it('spaces each automatic step by its configured delay', async () => {
    const t = await startTestSandbox({ delays });
    try {
      const smart = await t.open(
        nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract' } }),
      );
      const paying = Date.now();
      await smart.payWithCard(CARDS.usDebit);
      // Never Processed before the processing delay is over (a loaded machine may take longer
      // than the delay to ask, and then finds it Processed: that is no early step).
      const { status } = (await smart.client.getOrderState()).order;
      expect(status === 'Processing' || Date.now() - paying >= delays.processingMs, status).toBe(
        true,
      );
      const done = await smart.waitFor('Complete');
      expect(gaps(done).slice(1)).toEqual(['Processing→Processed 400', 'Processed→Complete 80']);

      const failing = await t.open(
        nftRequest({ nft: { ...nftRequest().nft, blockchainNftId: 'sandbox-network-failure' } }),
      );
      await failing.payWithCard(CARDS.usCredit);
      const refunded = await failing.waitFor('Refunded');
      expect(gaps(refunded).slice(1)).toEqual([
        'Processing→Processed 400',
        'Processed→Cancelled 80',
        'Cancelled→Refunded 60',
      ]);
    } finally {
      await t.close();
    }
  });

  it('closes with streams open and steps pending, and stops moving orders', async () => {
    const t = await startTestSandbox({ delays: { processingMs: 5000 } });
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.usCredit);
    const stream = await fetch(`${t.url}/checkout/order/events`, {
      headers: { authorization: `Bearer ${checkout.token}` },
    });
    expect(stream.status).toBe(200);
    expect(t.sandbox.openStreams()).toBe(1);
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(t.sandbox.openStreams()).toBe(0);
    await expect(stream.text()).resolves.toContain('event: order');
    expect(t.sandbox.store.orders.get(checkout.orderId)?.status).toBe('Processing');
  });
});
