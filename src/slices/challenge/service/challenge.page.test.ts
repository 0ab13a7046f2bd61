import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_DELAYS } from '../../../sandbox/lifecycle/delays.js';
import { CARDS, startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness.js';
import { answerChallenge, challengePath } from './testing/challenge.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const HOST = 'https://shop.example';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the challenge page', { timeout: 20_000 }, () => {
  it('shows the merchant, the amount and the card brand and last 4, never the number', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    const res = await t.raw('GET', challengePath(state, HOST));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${HOST}`);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('style-src');
    // The service's icon only, which a window opened on the page asks for.
    expect(csp).toContain("img-src 'self'");
    expect(res.text).toContain('<link rel="icon" type="image/svg+xml" href="/checkout/icon.svg">');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const total = state.order.total ?? 0;
    expect(res.text).toContain(`$${total.toFixed(2)}`);
    expect(res.text).toContain('Sandbox Merchant');
    expect(res.text).toContain('Visa ending in 0019');
    expect(res.text).not.toContain(CARDS.challenge);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<h3>Confirm your payment</h3>');
    expect(res.text).toContain('width=device-width');
    // The frame script only (it sizes the frame and reports the result), and no style.
    expect(res.text.match(/<script/g)).toEqual(['<script']);
    expect(res.text).toContain('<script src="/v1/checkout/frames.js" defer></script>');
    expect(res.text).not.toMatch(/<style|style=/);
    for (const label of ['Complete authentication', 'Fail authentication', 'Cancel']) {
      expect(res.text).toContain(`>${label}</button>`);
    }
    const action = `${new URL(state.nextAction?.url ?? '').pathname}?origin=${encodeURIComponent(HOST)}`;
    expect(res.text).toContain(`<form id="nftc-challenge-form" method="post" action="${action}">`);
  });

  it('needs no origin, but refuses one that is not an origin', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    const bare = await t.raw('GET', challengePath(state));
    expect(bare.status).toBe(200);
    expect(bare.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Nobody may frame it, so no script runs: it is a plain form.
    expect(bare.headers.get('content-security-policy')).not.toContain('script-src');
    expect(bare.text).not.toContain('<script');
    const path = challengePath(state);
    const bad = await t.raw(
      'GET',
      `${path}?origin=${encodeURIComponent("https://a.example 'unsafe-inline'")}`,
    );
    expect(bad.status).toBe(400);
    const two = await t.raw('GET', `${path}?origin=${HOST}&origin=${HOST}`);
    expect(two.status).toBe(400);
  });

  it('answers an unknown or malformed challenge id with 404', async () => {
    for (const id of ['chl_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nope', '%3Cscript%3E']) {
      const get = await t.raw('GET', `/v1/checkout/challenge/${id}`);
      expect(get.status, id).toBe(404);
      expect(get.text).toContain('This authentication page does not exist.');
      expect(get.text).not.toContain('<script>');
      const post = await answerChallenge(t, `/v1/checkout/challenge/${id}`, {
        action: 'authenticate',
      });
      expect(post.status, id).toBe(404);
    }
  });
});

describe('abuse of the challenge', { timeout: 20_000 }, () => {
  it('answers a challenge once: a second post is 409, and pays nothing twice', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    const path = challengePath(state);
    expect((await answerChallenge(t, path, { action: 'fail' })).status).toBe(200);
    const again = await answerChallenge(t, path, { action: 'authenticate' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('This authentication is over');
    expect((await t.raw('GET', path)).status).toBe(409);
    const after = await checkout.client.getOrderState();
    expect(after.order.status).toBe('Declined');
    expect(after.transitions.map((tr) => tr.to)).toEqual(['Draft', 'Processing', 'Declined']);
  });

  it("completes only its own order: another order's challenge leaves this one waiting", async () => {
    const mine = await t.open();
    const theirs = await t.open();
    const mineState = await mine.payWithCard(CARDS.challenge);
    const theirState = await theirs.payWithCard(CARDS.challenge);
    expect(mineState.nextAction?.url).not.toBe(theirState.nextAction?.url);
    await answerChallenge(t, challengePath(theirState), { action: 'authenticate' });
    await theirs.waitFor('Processed');
    await wait(150);
    const still = await mine.client.getOrderState();
    expect(still.order.status).toBe('Processing');
    expect(still.nextAction).toEqual(mineState.nextAction);
  });

  it('refuses the challenge of an earlier attempt once the buyer retried', async () => {
    const checkout = await t.open();
    const first = await checkout.payWithCard(CARDS.challenge);
    await answerChallenge(t, challengePath(first), { action: 'cancel' });
    const second = await checkout.payWithCard(CARDS.challenge);
    const stale = await answerChallenge(t, challengePath(first), { action: 'authenticate' });
    expect(stale.status).toBe(409);
    const state = await checkout.client.getOrderState();
    expect(state.order.status).toBe('Processing');
    expect(state.nextAction).toEqual(second.nextAction);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    ['Origin null', { origin: 'null' }],
  ])('refuses a post with %s (403), and nothing is paid', async (_, headers) => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    const res = await answerChallenge(t, challengePath(state), { action: 'authenticate' }, headers);
    expect(res.status).toBe(403);
    expect(res.text).toContain('can be answered only on its own page');
    await wait(150);
    const after = await checkout.client.getOrderState();
    expect(after.order.status).toBe('Processing');
    expect(after.nextAction).toEqual(state.nextAction);
  });

  it('takes only a small form-encoded body', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    const path = challengePath(state);
    const json = await t.raw('POST', path, {
      body: { action: 'authenticate' },
      headers: { origin: t.sandbox.origin },
    });
    expect(json.status).toBe(415);
    const big = await answerChallenge(t, path, { action: 'authenticate', pad: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
    const unknown = await answerChallenge(t, path, { action: 'pay' });
    expect(unknown.status).toBe(400);
    expect((await checkout.client.getOrderState()).order.status).toBe('Processing');
  });
});

describe('an abandoned challenge', { timeout: 20_000 }, () => {
  let slow: TestSandbox;
  beforeAll(async () => {
    slow = await startTestSandbox({ delays: { ...FAST_DELAYS, challengeMs: 200 } });
  });
  afterAll(() => slow.close());

  it('declines the payment at its expiry, dated then, and its page answers 410', async () => {
    const checkout = await slow.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    await wait(350);
    const after = await checkout.client.getOrderState();
    expect(after.order.status).toBe('Declined');
    expect(after.order.error).toEqual({ reasonCode: 'AUTHENTICATION_FAILED' });
    expect(after.nextAction).toBeUndefined();
    expect(after.transitions.at(-1)?.at).toBe(state.nextAction?.expiresAt);
    expect(after.attemptsLeft).toBe(2);
    const path = challengePath(state);
    const get = await slow.raw('GET', path);
    expect(get.status).toBe(410);
    expect(get.text).toContain('This authentication has expired');
    const post = await answerChallenge(slow, path, { action: 'authenticate' });
    expect(post.status).toBe(410);
    expect((await checkout.client.getOrderState()).order.status).toBe('Declined');
  });

  it('is declined by its timer, without a read', async () => {
    const checkout = await slow.open();
    await checkout.payWithCard(CARDS.challenge);
    await wait(350);
    // The stored record, read past the runner: only its timer can have moved it.
    const stored = slow.sandbox.store.orders.get(checkout.orderId);
    expect(stored?.status).toBe('Declined');
    expect(stored?.challenge).toBeUndefined();
    expect(stored?.transitions.at(-1)?.reasonCode).toBe('AUTHENTICATION_FAILED');
  });
});
