import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basic,
  CARDS,
  MERCHANT,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const HASH = `0x${'ab'.repeat(32)}`;

describe('POST /v1/orders/events (Delivered)', { timeout: 20_000 }, () => {
  it('completes a Processed order with the hash, and a repeat changes nothing', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.usCredit);
    await checkout.waitFor('Processed');
    const event = { type: 'Delivered' as const, orderId: checkout.orderId, transactionHash: HASH };
    await expect(t.merchant.postOrderEvent(event)).resolves.toEqual({ success: true });
    const order = await t.merchant.getOrder(checkout.orderId);
    expect(order.status).toBe('Complete');
    expect(order.withdrawal).toEqual({ txHash: HASH, walletAddress: '0xabc' });

    await expect(t.merchant.postOrderEvent(event)).resolves.toEqual({ success: true });
    const state = await checkout.client.getOrderState();
    expect(state.transitions.filter((tr) => tr.to === 'Complete')).toHaveLength(1);
    expect(state.transitions.at(-1)).toMatchObject({ to: 'Complete', txHash: HASH });

    const other = await rejection(t.merchant.postOrderEvent({ ...event, transactionHash: '0x1' }));
    expect(other).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('finds the order by referenceId alone', async () => {
    const referenceId = crypto.randomUUID();
    const checkout = await t.open(nftRequest({ referenceId }));
    await checkout.payWithCard(CARDS.usDebit);
    await checkout.waitFor('Processed');
    await t.merchant.postOrderEvent({ type: 'Delivered', referenceId, transactionHash: HASH });
    expect((await t.merchant.getOrder(checkout.orderId)).status).toBe('Complete');
  });

  it('refuses orders that are not Processed, and smart_contract orders, with 409', async () => {
    const draft = await t.open();
    const early = await rejection(
      t.merchant.postOrderEvent({
        type: 'Delivered',
        orderId: draft.orderId,
        transactionHash: HASH,
      }),
    );
    expect(early).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(early.message).toMatch(/Draft/);

    const smart = await t.open(
      nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract' } }),
    );
    const refused = await rejection(
      t.merchant.postOrderEvent({
        type: 'Delivered',
        orderId: smart.orderId,
        transactionHash: HASH,
      }),
    );
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.message).toMatch(/smart_contract/);
  });

  it('answers 404 for unknown orders, other merchants orders and mismatched ids', async () => {
    const checkout = await t.open();
    const unknown = await rejection(
      t.merchant.postOrderEvent({ type: 'Delivered', orderId: 'nope', transactionHash: HASH }),
    );
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const theirs = await rejection(
      t.merchant2.postOrderEvent({
        type: 'Delivered',
        orderId: checkout.orderId,
        transactionHash: HASH,
      }),
    );
    expect(theirs).toMatchObject({ status: 404 });
    const mismatch = await rejection(
      t.merchant.postOrderEvent({
        type: 'Delivered',
        orderId: checkout.orderId,
        referenceId: crypto.randomUUID(),
        transactionHash: HASH,
      }),
    );
    expect(mismatch).toMatchObject({ status: 404 });
  });

  it('names missing and wrong fields with 400', async () => {
    const auth = basic(MERCHANT);
    const noHash = await t.raw('POST', '/v1/orders/events', {
      auth,
      body: { type: 'Delivered', orderId: 'x' },
    });
    expect(noHash.status).toBe(400);
    expect(noHash.json).toMatchObject({ issues: [{ path: 'transactionHash' }] });
    const noId = await t.raw('POST', '/v1/orders/events', {
      auth,
      body: { type: 'Delivered', transactionHash: HASH },
    });
    expect(noId.json).toMatchObject({ issues: [{ path: 'orderId' }] });
    const badType = await t.raw('POST', '/v1/orders/events', {
      auth,
      body: { type: 'Shipped', orderId: 'x', transactionHash: HASH },
    });
    expect(badType.json).toMatchObject({
      issues: [{ path: 'type', message: 'must be "Delivered"' }],
    });
    const noAuth = await t.raw('POST', '/v1/orders/events', {
      body: { type: 'Delivered', orderId: 'x', transactionHash: HASH },
    });
    expect(noAuth.status).toBe(401);
  });
});
