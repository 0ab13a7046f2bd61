import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Buyer } from '../../api/checkoutBuyer.js';
import { verifyWebhook } from '../../api/verifyWebhook.js';
import { orderWebhookType, type WebhookEvent } from '../../api/webhooks.js';
import {
  answerChallenge,
  challengePath,
} from '../../slices/challenge/service/testing/challenge.js';
import { DEFAULT_MERCHANTS } from '../options.js';
import type { Merchant } from '../store/records.js';
import {
  basic,
  buyer,
  CARDS,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';
import { type Receiver, startReceiver } from './testing/receiver.js';

/*
 * Every kind of event, from real purchases over HTTP, to a real receiver on 127.0.0.1: each one
 * verifiable with verifyWebhook, numbered by `sequence` in the order it happened.
 */

let t: TestSandbox;
let rx: Receiver;
let secret: string;

beforeAll(async () => {
  rx = await startReceiver();
  t = await startTestSandbox({
    merchants: [
      { ...(DEFAULT_MERCHANTS[0] as Merchant), webhooks: [{ url: rx.url }] },
      DEFAULT_MERCHANTS[1] as Merchant,
    ],
  });
  secret = t.sandbox.webhooks.endpoints()[0]?.secret as string;
});
afterAll(async () => {
  await t.close();
  await rx.close();
});

const smartContract = () =>
  nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract' } });

/** The order's events as the receiver verified them, once every delivery is done. */
async function eventsOf(orderId: string): Promise<WebhookEvent[]> {
  await t.sandbox.webhooks.idle();
  const events = rx.accepted(secret).filter((e) => e.data.order.id === orderId);
  // Sent one after the other: they arrive in sequence order, numbered 1, 2, 3…
  expect(events.map((e) => e.sequence)).toEqual(events.map((_, i) => i + 1));
  return events;
}

const typesOf = (events: WebhookEvent[]) => events.map((e) => e.type);

/** Each order event reports its transition, and the last shows the order as GET answers it. */
async function expectOrderEvents(orderId: string, events: WebhookEvent[]) {
  const current = await t.merchant.getOrder(orderId);
  const orderEvents = events.filter((e) => e.type.startsWith('order.'));
  const transitions = orderEvents.map((e) => e.data.transition);
  expect(orderEvents.map((e) => e.type)).toEqual(
    transitions.map((tr) => orderWebhookType(tr?.to ?? 'Draft')),
  );
  expect(events.at(-1)?.data.order).toEqual(current);
}

describe('webhooks of full purchases', { timeout: 30_000 }, () => {
  it('sends Processing, Processed and Complete, signed with the Standard Webhooks headers', async () => {
    const checkout = await t.open(smartContract());
    await checkout.payWithCard(CARDS.usDebit);
    await checkout.waitFor('Complete');
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual(['order.processing', 'order.processed', 'order.complete']);
    await expectOrderEvents(checkout.orderId, events);
    expect(events[2]?.data.order.withdrawal?.txHash).toMatch(/^0x/);

    const request = rx.requests.find((r) => r.body.includes(events[0]?.id as string));
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/hooks');
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'nft-checkout-sandbox',
      'webhook-id': events[0]?.id,
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/),
    });
    const stamp = Number(request?.headers['webhook-timestamp']);
    expect(Math.abs(stamp - Date.now() / 1000)).toBeLessThan(60);
    expect(events[0]?.id).toMatch(/^msg_[0-9a-f]{32}$/);
  });

  it('completes a merchant-delivered order on its Delivered event', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.usDebit);
    await checkout.waitFor('Processed');
    await t.merchant.postOrderEvent({
      type: 'Delivered',
      orderId: checkout.orderId,
      transactionHash: '0xfeed',
    });
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual(['order.processing', 'order.processed', 'order.complete']);
    expect(events[2]?.data.order.withdrawal?.txHash).toBe('0xfeed');
  });

  it('sends a decline with its reason code', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.declined);
    await checkout.waitFor('Declined');
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual(['order.processing', 'order.declined']);
    expect(events[1]?.data.order.error).toEqual({ reasonCode: 'CARD_DECLINED' });
    await expectOrderEvents(checkout.orderId, events);
  });

  it('sends Cancelled then Refunded', async () => {
    const request = nftRequest({
      nft: { ...nftRequest().nft, blockchainNftId: 'sandbox-not-available' },
    });
    const checkout = await t.open(request);
    await checkout.payWithCard(CARDS.usDebit);
    await checkout.waitFor('Refunded');
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual(['order.processing', 'order.cancelled', 'order.refunded']);
    expect(events[1]?.data.transition?.reasonCode).toBe('NA');
    await expectOrderEvents(checkout.orderId, events);
  });

  it('sends the card challenge as action events around its transitions', async () => {
    const checkout = await t.open(smartContract());
    const state = await checkout.payWithCard(CARDS.challenge);
    const res = await answerChallenge(t, challengePath(state), { action: 'authenticate' });
    expect(res.status).toBe(200);
    await checkout.waitFor('Complete');
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual([
      'order.processing',
      'action.required',
      'action.resolved',
      'order.processed',
      'order.complete',
    ]);
    expect(events[1]?.data.action).toMatchObject({ action: 'challenge' });
    expect(events[2]?.data.action).toMatchObject({ action: 'challenge', outcome: 'authenticated' });
  });

  it('sends a failed challenge as action.resolved failed, then the decline', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    await answerChallenge(t, challengePath(state), { action: 'fail' });
    await checkout.waitFor('Declined');
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual([
      'order.processing',
      'action.required',
      'action.resolved',
      'order.declined',
    ]);
    expect(events[2]?.data.action?.outcome).toBe('failed');
    expect(events[3]?.data.order.error).toEqual({ reasonCode: 'AUTHENTICATION_FAILED' });
  });

  it("sends the identity check's steps before the payment's", async () => {
    const who: Buyer = buyer({ emailAddress: 'ada+medium-risk@example.com' });
    const checkout = await t.open(smartContract());
    await checkout.payWithCard(CARDS.usDebit, who);
    await checkout.waitFor('Complete');
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual([
      'verification.required',
      'verification.submitted',
      'verification.verified',
      'order.processing',
      'order.processed',
      'order.complete',
    ]);
    const [required, submitted, verified] = events.map((e) => e.data.verification);
    expect(required).toMatchObject({ phase: 'required', verificationId: null });
    expect(submitted?.verificationId).toEqual(expect.any(String));
    expect(verified).toMatchObject({
      phase: 'verified',
      verificationId: submitted?.verificationId,
    });
  });

  it('sends an identity failure with its reason', async () => {
    const who: Buyer = buyer({ emailAddress: 'ada+high-risk@example.com' });
    const checkout = await t.open();
    await checkout.passChecks(who, undefined, { document: { fileName: 'forged.png' } });
    await checkout.waitFor('Cancelled').catch(() => undefined);
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual([
      'verification.required',
      'verification.submitted',
      'verification.failed',
      'order.cancelled',
    ]);
    expect(events[2]?.data.verification?.failure).toBe('document_forged');
    expect(events[3]?.data.order.error).toEqual({ reasonCode: 'RISD' });
  });

  it('sends an expiry, signed with the real time even after the sandbox clock moved on', async () => {
    const checkout = await t.open();
    t.sandbox.clock.advance(31 * 60_000);
    const events = await eventsOf(checkout.orderId);
    expect(typesOf(events)).toEqual(['order.expired']);
    expect(Date.parse(events[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it('lists every delivery of an order as delivered, with its attempt', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.declined);
    await checkout.waitFor('Declined');
    await t.sandbox.webhooks.idle();
    const res = await t.raw('GET', `/v1/webhooks/deliveries?orderId=${checkout.orderId}`, {
      auth: basic(MERCHANT),
    });
    expect(res.status).toBe(200);
    const list = res.json as { eventType: string; status: string; sequence: number }[];
    expect(list.map((d) => [d.eventType, d.sequence, d.status])).toEqual([
      ['order.declined', 2, 'delivered'],
      ['order.processing', 1, 'delivered'],
    ]);
    const events = rx.accepted(secret).filter((e) => e.data.order.id === checkout.orderId);
    const [declined] = list as unknown as { eventId: string; attempts: unknown[] }[];
    expect(declined?.eventId).toBe(events[1]?.id);
    expect(declined?.attempts).toEqual([
      { attempt: 1, at: expect.any(String), statusCode: 200, durationMs: expect.any(Number) },
    ]);
  });

  it('verifies the raw bytes as received', () => {
    const request = rx.requests[0];
    expect(request).toBeDefined();
    const event = verifyWebhook(Buffer.from(request?.body ?? ''), request?.headers ?? {}, secret);
    expect(event.id).toBe(request?.headers['webhook-id']);
  });
});
