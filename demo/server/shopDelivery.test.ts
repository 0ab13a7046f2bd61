import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../src/api/errors.js';
import type { WebhookEvent } from '../../src/api/webhooks.js';
import {
  CARDS,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../../src/sandbox/testing/harness.js';
import { createOrderBook } from './orderBook.js';
import { createSales } from './sales.js';
import { createShopDelivery } from './shopDelivery.js';
import { orderEvent } from './testing/signedEvents.js';

const processed = (orderId: string) =>
  orderEvent({ orderId, status: 'Processed', sequence: 2 }) as WebhookEvent;

function setup(postOrderEvent: () => Promise<{ success: true }>) {
  const book = createOrderBook();
  const sales = createSales();
  const makeHash = vi.fn(() => `0x${'cd'.repeat(32)}`);
  const post = vi.fn(postOrderEvent);
  const delivery = createShopDelivery({ service: { postOrderEvent: post }, sales, book, makeHash });
  return { book, sales, makeHash, post, delivery };
}

describe('the shop delivering an NFT itself', () => {
  it('leaves orders it did not sell as such alone', async () => {
    const { sales, delivery, post } = setup(async () => ({ success: true }));
    sales.add({ orderId: 'c1', referenceId: 'r', item: 'aurora', shopDelivers: false });
    expect(await delivery.onProcessed(processed('c1'))).toBe('not-mine');
    expect(await delivery.onProcessed(processed('unknown'))).toBe('not-mine');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for the webhook again when the service cannot be reached, with the same hash next time', async () => {
    const answers = [
      () => Promise.reject(new NftCheckoutError('NETWORK', 'down')),
      () => Promise.resolve({ success: true as const }),
    ];
    const { book, sales, delivery, post, makeHash } = setup(() => answers.shift()!());
    sales.add({ orderId: 'o1', referenceId: 'r1', item: 'comet', shopDelivers: true });
    book.record(processed('o1'), 0);
    expect(await delivery.onProcessed(processed('o1'))).toBe('retry');
    expect(await delivery.onProcessed(processed('o1'))).toBe('done');
    expect(makeHash).toHaveBeenCalledTimes(1);
    expect(post.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      expect.objectContaining({ transactionHash: `0x${'cd'.repeat(32)}`, orderId: 'o1' }),
      expect.objectContaining({ transactionHash: `0x${'cd'.repeat(32)}`, orderId: 'o1' }),
    ]);
    expect(book.get('o1')!.delivery?.transactionHash).toBe(`0x${'cd'.repeat(32)}`);
  });

  it('posts one Delivered event when the same order.processed arrives twice at once', async () => {
    let finish: (v: { success: true }) => void = () => {};
    const { sales, delivery, post } = setup(() => new Promise((done) => (finish = done)));
    sales.add({ orderId: 'o1', referenceId: 'r1', item: 'comet', shopDelivers: true });
    const first = delivery.onProcessed(processed('o1'));
    const second = delivery.onProcessed(processed('o1'));
    finish({ success: true });
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('the shop delivering against the sandbox', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it('records the service’s refusal and does not ask for the webhook again', async () => {
    // A smart-contract order: the service refuses a Delivered event for it.
    const referenceId = randomUUID();
    const order = await t.open(
      nftRequest({ referenceId, nft: { ...nftRequest().nft, executionType: 'smart_contract' } }),
    );
    await order.payWithCard(CARDS.usCredit);
    await order.waitFor('Complete');
    const book = createOrderBook();
    const sales = createSales();
    sales.add({ orderId: order.orderId, referenceId, item: 'comet', shopDelivers: true });
    book.record(processed(order.orderId), 0);
    const delivery = createShopDelivery({ service: t.merchant, sales, book });
    expect(await delivery.onProcessed(processed(order.orderId))).toBe('done');
    expect(book.get(order.orderId)!.deliveryError).toMatch(/smart_contract/);
    expect(book.get(order.orderId)!.delivery).toBeUndefined();
  });

  it('completes a Processed order the shop delivers, and a second try with the same hash holds', async () => {
    const referenceId = randomUUID();
    const order = await t.open(nftRequest({ referenceId }));
    await order.payWithCard(CARDS.usCredit);
    await order.waitFor('Processed');
    const book = createOrderBook();
    const sales = createSales();
    sales.add({ orderId: order.orderId, referenceId, item: 'comet', shopDelivers: true });
    const delivery = createShopDelivery({ service: t.merchant, sales, book });
    book.record(processed(order.orderId), 0);
    expect(await delivery.onProcessed(processed(order.orderId))).toBe('done');
    const done = await order.waitFor('Complete');
    expect(done.order.withdrawal?.txHash).toBe(sales.get(order.orderId)!.transactionHash);
    // A resend after the answer was lost: the same hash, accepted again, nothing changes.
    expect(await delivery.onProcessed(processed(order.orderId))).toBe('done');
  });
});
