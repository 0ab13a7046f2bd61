// An order exists only if its client token was answered: a client-token request refused or lost
// at any point leaves no order and no token behind.
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memoryStore.js';
import {
  basic,
  MERCHANT,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';

let t: TestSandbox | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(options: Parameters<typeof startTestSandbox>[0] = {}): Promise<TestSandbox> {
  t = await startTestSandbox(options);
  return t;
}

const counts = (s: TestSandbox) => ({
  orders: s.sandbox.store.orders.size,
  tokens: s.sandbox.store.tokens.size,
});

/** Blocks the event loop, as a slow request would: what arrives meanwhile is read at once. */
function stall(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else runs
  }
}

/**
 * Sends a whole client-token request on a raw socket, then gives up on it (`how`) while the
 * server is busy, as a client that timed out would.
 */
function sendAndLeave(s: TestSandbox, how: 'end' | 'destroy' | 'reset'): Promise<void> {
  const body = JSON.stringify(nftRequest());
  return new Promise((resolve, reject) => {
    const socket = connect(s.sandbox.port, '127.0.0.1', () => {
      socket.write(
        [
          'POST /v1/auth/client-tokens HTTP/1.1',
          'host: 127.0.0.1',
          `authorization: ${basic(MERCHANT)}`,
          'content-type: application/json',
          `content-length: ${Buffer.byteLength(body)}`,
          '',
          body,
        ].join('\r\n'),
      );
      if (how === 'end') socket.end();
      else if (how === 'destroy') socket.destroy();
      else socket.resetAndDestroy();
      stall(50);
      resolve();
    });
    socket.on('error', (error) => (how === 'reset' ? undefined : reject(error)));
  });
}

describe('POST /v1/auth/client-tokens leaves no order unless it answers the token', {
  timeout: 20_000,
}, () => {
  it.each(['end', 'destroy', 'reset'] as const)(
    'stores nothing when the client is gone (%s) before the answer',
    async (how) => {
      const s = await start();
      for (let i = 0; i < 5; i++) await sendAndLeave(s, how);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(counts(s)).toEqual({ orders: 0, tokens: 0 });
      // A client that waits still gets its token and its order.
      await s.merchant.createClientToken(nftRequest());
      expect(counts(s)).toEqual({ orders: 1, tokens: 1 });
    },
  );

  it('stores nothing when the token cannot be stored after the order', async () => {
    const store = createMemoryStore();
    const put = store.tokens.put.bind(store.tokens);
    let fail = true;
    store.tokens.put = (key, value) => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
      put(key, value);
    };
    const s = await start({ store });
    expect(await rejection(s.merchant.createClientToken(nftRequest()))).toMatchObject({
      status: 500,
    });
    expect(counts(s)).toEqual({ orders: 0, tokens: 0 });
    await s.merchant.createClientToken(nftRequest());
    expect(counts(s)).toEqual({ orders: 1, tokens: 1 });
  });

  it('stores nothing when the answer cannot be written (expiry past the last date)', async () => {
    const s = await start();
    // The latest time a Date can hold is 8.64e15 ms; an expiry beyond it has no ISO form.
    s.sandbox.clock.advance(8.64e15 - Date.now() - 1_000);
    const res = await s.raw('POST', '/v1/auth/client-tokens', {
      auth: basic(MERCHANT),
      body: nftRequest({ expiresIn: 3600 }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(counts(s)).toEqual({ orders: 0, tokens: 0 });
  });

  it('stores nothing for a request refused by validation, pricing, referenceId or the cap', async () => {
    const s = await start({ limits: { maxOrders: 1 } });
    const referenceId = crypto.randomUUID();
    await s.merchant.createClientToken(nftRequest({ referenceId, expiresIn: 60 }));
    const auth = basic(MERCHANT);
    const refusals = [
      await s.raw('POST', '/v1/auth/client-tokens', { auth, body: { nft: { name: 'x' } } }),
      await s.raw('POST', '/v1/auth/client-tokens', {
        auth,
        body: nftRequest({ nft: { ...nftRequest().nft, price: 1e9, quantity: 2 } }),
      }),
      await s.raw('POST', '/v1/auth/client-tokens', { auth, body: nftRequest({ referenceId }) }),
      await s.raw('POST', '/v1/auth/client-tokens', { auth, body: nftRequest() }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 409, 429]);
    expect(counts(s)).toEqual({ orders: 1, tokens: 1 });
  });
});
