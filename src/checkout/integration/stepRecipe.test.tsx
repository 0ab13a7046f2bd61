// "Adding a step" (docs/architecture.md) followed by a test-only step with a frame and a service
// endpoint, src/test/loyalty/: one line in the flow the checkout is given, its routes given to the
// real sandbox (over HTTP), and the step is made, drawn, refused, passed, kept on Back and paid
// after, while the sandbox serves its frame page and its endpoint.
import { describe, expect, it, vi } from 'vitest';
import { startSandbox } from '../../sandbox/index.js';
import { SETTLED } from '../../test/deadlines.js';
import { LOYALTY_FORM_ID } from '../../test/loyalty/frame/loyaltyPage.js';
import { LOYALTY_ROUTES } from '../../test/loyalty/service/routes.js';
import { loyalty } from '../../test/loyalty/widget/index.js';
import { FLOW } from '../steps/index.js';
import { sandboxLoyalty } from './SandboxLoyaltyFrame.js';
import {
  clientToken,
  open,
  sandboxUrl,
  throughChecks,
  useSandboxCheckout,
} from './sandboxCheckout.js';

vi.mock('../../slices/card/widget/CardFrame.js', () => import('./SandboxCardFrame.js'));
vi.mock('../../slices/taxId/widget/TaxIdFrame.js', () => import('./SandboxTaxIdFrame.js'));
vi.mock('../../test/loyalty/widget/LoyaltyFrame.js', () => import('./SandboxLoyaltyFrame.js'));
vi.mock('../../sandbox/runtime/browserScript.js', () => ({
  createScript: () => async () => '',
  TEST_WALLET_SCRIPT: {},
}));

useSandboxCheckout({ routes: LOYALTY_ROUTES });

/** The flow with the step's one line: before the payment. */
const withLoyalty = () => {
  const flow = [...FLOW];
  flow.splice(flow.length - 2, 0, loyalty);
  return flow;
};

const HOST = 'http://shop.example';

describe('adding a step with a frame and a service endpoint', { timeout: 30_000 }, () => {
  it('is shown before the payment, refused by the service, passed, kept on Back, paid after', async () => {
    sandboxLoyalty.baseUrl = sandboxUrl();
    const c = open(await clientToken(), { flow: withLoyalty() });
    await throughChecks(c, 'loyalty');
    await vi.waitFor(() => c.ui().getByTitle('Loyalty card number'), SETTLED);

    // The service refuses a short number, and the step stays, saying how to fix it.
    sandboxLoyalty.number = '12345';
    c.ui().getByRole('button', { name: 'Continue to payment' }).click();
    const alert = await vi.waitFor(() => c.ui().getByRole('alert'), SETTLED);
    expect(alert.textContent).toMatch(
      /number must be the 10 digits on the back of the loyalty card/,
    );
    expect(c.step()).toBe('loyalty');

    sandboxLoyalty.number = '1234567890';
    c.ui().getByRole('button', { name: 'Continue to payment' }).click();
    await c.waitStep('payment');

    c.ui().getByRole('button', { name: 'Back' }).click();
    await c.waitStep('loyalty');
    expect(c.ui().getByText('Loyalty card ending 7890')).toBeTruthy();
    c.ui().getByRole('button', { name: 'Continue to payment' }).click();
    await c.waitStep('payment');

    await vi.waitFor(() => c.ui().getByTitle('Card details'), SETTLED);
    c.ui().getByRole('button', { name: 'Continue to review' }).click();
    await c.waitStep('review');
    c.ui().getByRole('button', { name: /^Pay / }).click();
    await c.waitStep('complete');
    expect(c.events.map((e) => e.type)).toEqual(['processed', 'complete']);
  });

  it('the sandbox serves its frame page, under the frames policy, framable by the host only', async () => {
    const res = await fetch(`${sandboxUrl()}/checkout/loyalty-frame?origin=${HOST}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${HOST}`);
    const page = await res.text();
    expect(page).toContain(`id="${LOYALTY_FORM_ID}"`);
    expect(page).toContain('data-text="loyalty.label">Loyalty card number<');
    // Its script reads its section of words, and only its own.
    expect(page).toMatch(/"strings":\{"loyalty":\{"title":"Loyalty card"/);
  });

  it('its endpoint takes only a client token, and never answers the number', async () => {
    const post = (headers: Record<string, string>, number: string) =>
      fetch(`${sandboxUrl()}/checkout/loyalty-cards`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ number }),
      });
    expect((await post({}, '1234567890')).status).toBe(401);
    const answer = await post({ authorization: `Bearer ${await clientToken()}` }, '1234567890');
    expect(answer.status).toBe(201);
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ last4: '7890' });
    expect(text).not.toContain('1234567890');
  });

  it('without its line and routes, the checkout has no such step and the sandbox no such page', async () => {
    const c = open(await clientToken());
    await throughChecks(c);
    expect(c.step()).toBe('payment');
    const plain = await startSandbox({ port: 0, quiet: true });
    try {
      expect((await fetch(`${plain.url}/checkout/loyalty-frame?origin=${HOST}`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
