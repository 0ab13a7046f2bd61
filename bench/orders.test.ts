import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../src/sandbox/index.js';
import { createOrder, payOrder } from './orders.js';

// The bench pays its orders the way a buyer does; a rule the service adds (such as the US tax
// id) must reach it, or its stream, status and memory sections measure an error instead.
describe('the bench’s orders, against the real sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ quiet: true, delays: 'fast' });
  });
  afterAll(() => sandbox.close());

  it('opens a Draft order and pays it: the confirm is taken', async () => {
    const baseUrl = `${sandbox.origin}/v1`;
    const order = await createOrder(baseUrl);
    expect(order.orderId).toMatch(/\S/);
    const state = await payOrder(baseUrl, order.clientToken);
    expect(state.order.id).toBe(order.orderId);
    expect(state.order.status).not.toBe('Draft');
  });
});
