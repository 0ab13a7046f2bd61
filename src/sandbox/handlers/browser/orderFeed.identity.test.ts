// The order feed tells every step of the identity check, though none of them is a transition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderState } from '../../../api/checkout.js';
import type { Buyer } from '../../../api/checkoutBuyer.js';
import { captureDocument, passBuyerChecks } from '../../testing/buyerChecks.js';
import { buyer, type Checkout, startTestSandbox, type TestSandbox } from '../../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ heartbeatMs: 50 });
});
afterAll(() => t.close());

/** The `order` events of a stream, read until `until` holds or the stream ends. */
async function connect(token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${t.url}/checkout/order/events`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const states: OrderState[] = [];
  let buffer = '';
  let ended = false;
  const read = async (until: (all: OrderState[]) => boolean, timeoutMs = 8000) => {
    const deadline = Date.now() + timeoutMs;
    while (!until(states) && !ended) {
      if (Date.now() > deadline) throw new Error(`timed out with ${states.length} states`);
      const chunk = await reader.read();
      if (chunk.done) {
        ended = true;
        break;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.includes('event: order')) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          states.push(JSON.parse(data?.slice(6) ?? '{}') as OrderState);
        }
        cut = buffer.indexOf('\n\n');
      }
    }
    return states;
  };
  return { read, states, isEnded: () => ended, abort: () => controller.abort() };
}

async function assess(checkout: Checkout, who: Buyer) {
  const checks = await passBuyerChecks(t.url, checkout.token, who, undefined, { document: false });
  return checkout.client.assessIdentity({ buyer: who, ...checks });
}

const lastPhase = (state: OrderState | undefined) => state?.identity?.history.at(-1)?.phase;

describe('the order feed and the identity check', { timeout: 20_000 }, () => {
  it('pushes the requirement, the submission and the verdict', async () => {
    const checkout = await t.open();
    const stream = await connect(checkout.token);
    await stream.read((all) => all.length === 1);
    expect(stream.states[0]).not.toHaveProperty('identity');
    await assess(checkout, buyer({ emailAddress: 'ada+medium-risk@example.com' }));
    await stream.read((all) => lastPhase(all.at(-1)) === 'required');
    await captureDocument(t.url, checkout.token, 'US');
    await stream.read((all) => lastPhase(all.at(-1)) === 'verified');
    const phases = stream.states.map((s) => s.identity?.status);
    expect(phases).toEqual([undefined, 'required', 'submitted', 'verified']);
    // Each push carries the whole state; the history has not moved on.
    expect(stream.states.every((s) => s.transitions.length === 1)).toBe(true);
    stream.abort();
  });

  it('sends an order with an identity check at connect, even when Last-Event-ID is current', async () => {
    const checkout = await t.open();
    await assess(checkout, buyer({ emailAddress: 'ada+high-risk@example.com' }));
    const stream = await connect(checkout.token, { 'last-event-id': '1' });
    await stream.read((all) => all.length === 1);
    expect(stream.states[0]?.identity).toMatchObject({ status: 'required', reason: 'risk_high' });
    stream.abort();
  });

  it('pushes nothing for an assessment that asks for nothing', async () => {
    const checkout = await t.open();
    const stream = await connect(checkout.token, { 'last-event-id': '1' });
    await assess(checkout, buyer());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stream.states).toEqual([]);
    stream.abort();
  });

  it('ends for an order cancelled before payment: nothing more will happen', async () => {
    const checkout = await t.open();
    const stream = await connect(checkout.token);
    await stream.read((all) => all.length === 1);
    await assess(checkout, buyer({ emailAddress: 'ada+very-high-risk@example.com' }));
    await stream.read(() => false);
    expect(stream.isEnded()).toBe(true);
    expect(stream.states.at(-1)?.order.status).toBe('Cancelled');
    const again = await connect(checkout.token);
    await again.read(() => false);
    expect(again.isEnded()).toBe(true);
    expect(again.states.map((s) => s.order.status)).toEqual(['Cancelled']);
  });
});
