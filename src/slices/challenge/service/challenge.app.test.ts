import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStateSchema } from '../../../api/checkout.js';
import {
  buyer,
  CARDS,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { answerChallenge, challengePath } from './testing/challenge.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const HOST = 'https://shop.example';

describe('3-D Secure test cards', { timeout: 20_000 }, () => {
  it('pays a frictionless card with no challenge', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.frictionless);
    expect(state.order.status).toBe('Processing');
    expect(state.nextAction).toBeUndefined();
    expect(state.transitions.at(-1)?.action).toBeUndefined();
    await checkout.waitFor('Processed');
  });

  it('declines a card whose authentication is unavailable, with no challenge', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.authenticationUnavailable);
    expect(state.nextAction).toBeUndefined();
    const declined = await checkout.waitFor('Declined');
    expect(declined.order.error).toEqual({ reasonCode: 'AUTHENTICATION_FAILED' });
    expect(declined.attemptsLeft).toBe(2);
  });

  it('waits in Processing for a challenge, with nothing planned', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    expect(orderStateSchema.parse(state)).toEqual(state);
    expect(state.order.status).toBe('Processing');
    // The transition says for good that this payment was challenged (host events read it).
    expect(state.transitions.at(-1)).toMatchObject({ to: 'Processing', action: 'challenge' });
    expect(state.nextAction).toMatchObject({
      type: 'challenge',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1\/checkout\/challenge\/chl_/),
    });
    // The fast preset still leaves an e2e run a minute.
    const left = Date.parse(state.nextAction?.expiresAt ?? '') - Date.now();
    expect(left).toBeGreaterThan(50_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await checkout.client.getOrderState();
    expect(later.order.status).toBe('Processing');
    expect(later.nextAction).toEqual(state.nextAction);
  });

  it('pays once the buyer completes the challenge, and drops nextAction', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    const res = await answerChallenge(t, challengePath(state, HOST), { action: 'authenticate' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Authentication complete. You can close this window.');
    // What the frame script reports to the widget, and the script itself.
    expect(res.text).toContain('id="nftc-challenge-result" data-outcome="authenticated"');
    expect(res.text).toContain('<script src="/v1/checkout/frames.js" defer></script>');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const processed = await checkout.waitFor('Processed');
    expect(processed.nextAction).toBeUndefined();
    expect(processed.transitions.map((tr) => tr.to)).toEqual(['Draft', 'Processing', 'Processed']);
  });

  it('declines with CARD_DECLINED after a passed challenge on the declining card', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challengeThenDeclined);
    expect(state.nextAction?.type).toBe('challenge');
    await answerChallenge(t, challengePath(state), { action: 'authenticate' });
    const declined = await checkout.waitFor('Declined');
    expect(declined.order.error).toEqual({ reasonCode: 'CARD_DECLINED' });
  });

  it.each([
    ['failed', 'fail', 'Authentication failed.'],
    ['cancelled', 'cancel', 'Authentication cancelled.'],
  ])(
    'declines with AUTHENTICATION_FAILED when the buyer %s, and lets them retry',
    async (_, action, text) => {
      const checkout = await t.open();
      const state = await checkout.payWithCard(CARDS.challenge);
      const res = await answerChallenge(t, challengePath(state), { action });
      expect(res.status).toBe(200);
      expect(res.text).toContain(text);
      const declined = await checkout.client.getOrderState();
      expect(declined.order.status).toBe('Declined');
      expect(declined.order.error).toEqual({ reasonCode: 'AUTHENTICATION_FAILED' });
      expect(declined.nextAction).toBeUndefined();
      expect(declined.attemptsLeft).toBe(2);
      const retried = await checkout.payWithCard(CARDS.frictionless);
      expect(retried.order.status).toBe('Processing');
      await checkout.waitFor('Processed');
    },
  );

  it('passes the one-time code 123456', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challengeOtp);
    const page = await t.raw('GET', challengePath(state, HOST));
    expect(page.text).toContain('<label for="nftc-challenge-code">One-time code</label>');
    const res = await answerChallenge(t, challengePath(state, HOST), {
      action: 'authenticate',
      code: '123456',
    });
    expect(res.text).toContain('Authentication complete');
    await checkout.waitFor('Processed');
  });

  it('counts wrong codes, and fails the challenge at the third', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challengeOtp);
    const path = challengePath(state, HOST);
    const first = await answerChallenge(t, path, { action: 'authenticate', code: '000000' });
    expect(first.status).toBe(200);
    expect(first.text).toContain('That code is not right: 2 tries left.');
    expect(first.text).toContain('aria-invalid="true"');
    const second = await answerChallenge(t, path, { action: 'authenticate', code: '' });
    expect(second.text).toContain('1 try left');
    expect((await checkout.client.getOrderState()).order.status).toBe('Processing');
    const third = await answerChallenge(t, path, { action: 'authenticate', code: '654321' });
    expect(third.text).toContain('Authentication failed.');
    const declined = await checkout.client.getOrderState();
    expect(declined.order.error).toEqual({ reasonCode: 'AUTHENTICATION_FAILED' });
  });

  it('replays the confirm answer, nextAction included, for the same idempotency key', async () => {
    const checkout = await t.open();
    const checks = await checkout.passChecks();
    const card = await checkout.client.tokenizeCard({
      number: CARDS.challenge,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    const key = crypto.randomUUID();
    const body = {
      buyer: buyer(),
      payment: { type: 'card' as const, cardToken: card.cardToken },
      ...checks,
    };
    const first = await checkout.client.confirm(body, key);
    await answerChallenge(t, challengePath(first), { action: 'authenticate' });
    const again = await checkout.client.confirm(body, key);
    expect(again).toEqual(first);
    expect(again.nextAction).toBeDefined();
  });

  it('still cancels a very high risk buyer with RISD, with no challenge', async () => {
    const checkout = await t.open();
    // Confirmed without the identity assessment, which would cancel it before payment.
    const risky = buyer({ emailAddress: 'ada+very-high-risk@example.com' });
    const state = await checkout.payWithCard(CARDS.challenge, risky, undefined, {
      document: false,
    });
    expect(state.nextAction).toBeUndefined();
    const refunded = await checkout.waitFor('Refunded');
    expect(refunded.order.error).toEqual({ reasonCode: 'RISD' });
  });
});

describe('the challenge on the event stream', { timeout: 20_000 }, () => {
  it('pushes the Processing state with its nextAction', async () => {
    const checkout = await t.open();
    const controller = new AbortController();
    const res = await fetch(`${t.url}/checkout/order/events`, {
      headers: { authorization: `Bearer ${checkout.token}` },
      signal: controller.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
    };
    await readUntil('"Draft"');
    await checkout.payWithCard(CARDS.challenge);
    await readUntil('"nextAction"');
    controller.abort();
    const message = text.split('\n\n').find((m) => m.includes('"nextAction"')) ?? '';
    const data = JSON.parse(message.split('data: ')[1] ?? '{}');
    expect(data.order.status).toBe('Processing');
    expect(data.nextAction.type).toBe('challenge');
  });
});
