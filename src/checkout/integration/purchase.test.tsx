// A whole purchase through the widget's UI against the real sandbox service over HTTP on
// 127.0.0.1 (port 0), with fast lifecycle delays.
import { within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClientTokenRequest } from '../../api/clientTokens.js';
import { createServiceClient } from '../../api/serviceClient.js';
import { TEST_SSNS } from '../../api/taxId.js';
import type { CheckoutHandle } from '../../embed/checkoutHandle.js';
import { mount } from '../../embed/mount.js';
import { type Sandbox, startSandbox } from '../../sandbox/index.js';
import type { CheckoutEvent } from '../events.js';
import { sandboxCard } from './SandboxCardFrame.js';
import { sandboxTaxId } from './SandboxTaxIdFrame.js';

vi.mock('../cardFrame/CardFrame.js', () => import('./SandboxCardFrame.js'));
vi.mock('../cardFrame/TaxIdFrame.js', () => import('./SandboxTaxIdFrame.js'));
// The frame page's script is not needed here, and its module reads files next to itself, which
// a jsdom test cannot locate.
vi.mock('../../sandbox/runtime/frameScript.js', () => ({
  createFrameScript: () => async () => '',
}));

let sandbox: Sandbox;
let target: HTMLElement;
const handles: CheckoutHandle[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, delays: 'fast', quiet: true });
  sandboxCard.baseUrl = sandbox.url;
  sandboxTaxId.baseUrl = sandbox.url;
});
afterAll(() => sandbox.close());
afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  target?.remove();
  sessionStorage.clear();
  sandboxTaxId.ssn = '123456789';
});

async function clientToken(
  nft: Partial<ClientTokenRequest['nft']> = {},
  extra: Partial<ClientTokenRequest> & { email?: string } = {},
) {
  const { email = 'ada+low-risk@example.com', ...request } = extra;
  const merchant = createServiceClient({
    baseUrl: sandbox.url,
    credentials: { clientId: 'sandbox-merchant', clientSecret: 'sandbox-secret' },
  });
  const { clientToken } = await merchant.createClientToken({
    nft: {
      name: 'Genesis #1',
      imageUrl: 'https://example.com/nft/1.png',
      price: 100,
      quantity: 1,
      currencyCode: 'usd',
      executionType: 'smart_contract',
      recipientAddress: '0xabc',
      ...nft,
    },
    taxRates: { US: 5, 'US-CA': '7.25' },
    identityPrefill: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      emailAddress: email,
      phone: '+1 991 234 5678',
      address: {
        street1: '1 Main St',
        city: 'San Francisco',
        regionCode: 'CA',
        postalCode: '94105',
        countryCode: 'US',
      },
    },
    paymentMethodTypeConfig: { enabled: ['us_debit', 'us_credit', 'ach'], default: 'us_debit' },
    ...request,
  });
  return clientToken;
}

function open(token: string) {
  target = document.createElement('div');
  document.body.appendChild(target);
  const events: CheckoutEvent[] = [];
  const handle = mount(target, { clientToken: token, baseUrl: sandbox.url, locale: 'en-US' });
  handles.push(handle);
  handle.on('event', (event) => events.push(event));
  const shadow = () => target.querySelector('.nftc-host')?.shadowRoot as unknown as HTMLElement;
  const step = () => shadow()?.querySelector('.nftc-root')?.getAttribute('data-step');
  const ui = () => within(shadow());
  const waitStep = (name: string) =>
    vi.waitFor(() => expect(step()).toBe(name), { timeout: 5000, interval: 20 });
  return { handle, events, ui, step, waitStep };
}

/** Types into a field of the checkout as a buyer's input would. */
function typeInto(c: ReturnType<typeof open>, label: string | RegExp, value: string) {
  const input = c.ui().getByLabelText(label) as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Details → the buyer checks the sandbox asks for (the phone's code, once per phone: the sandbox
 * remembers it; the tax id of this US buyer) → the identity assessment → payment, or `until`
 * (the document step, or the cancelled screen for a buyer the assessment refuses).
 */
async function throughChecks(c: ReturnType<typeof open>, until = 'payment') {
  await c.waitStep('details');
  c.ui()
    .getByRole('button', { name: /^Continue to / })
    .click();
  await vi.waitFor(() => expect(['phone', 'taxId', until]).toContain(c.step()));
  if (c.step() === 'phone') {
    await vi.waitFor(() => c.ui().getByRole('button', { name: 'Send code' }));
    c.ui().getByRole('button', { name: 'Send code' }).click();
    await vi.waitFor(() => c.ui().getByText(/^We sent a code to /), { timeout: 5000 });
    // A sandbox test phone's code is its last six digits.
    typeInto(c, /Code from the text message/, '345678');
    c.ui()
      .getByRole('button', { name: /^Continue to / })
      .click();
    await vi.waitFor(() => expect(c.step()).not.toBe('phone'), { timeout: 5000 });
  }
  if (c.step() === 'taxId') {
    await vi.waitFor(() => c.ui().getByTitle('Social Security number'));
    c.ui()
      .getByRole('button', { name: /^Continue to / })
      .click();
  }
  await c.waitStep(until);
}

async function payFromDetails(c: ReturnType<typeof open>, method: 'card' | 'ach') {
  await throughChecks(c);
  // The chosen method's view is its own chunk: the buyer pays once it is on screen.
  if (method === 'card') await vi.waitFor(() => c.ui().getByTitle('Card details'));
  if (method === 'ach') {
    c.ui().getByRole('radio', { name: 'Bank account (ACH)' }).click();
    await vi.waitFor(() => c.ui().getByLabelText('Bank username'));
    typeInto(c, 'Bank username', 'user_good');
    typeInto(c, 'Bank password', 'pass_good');
    c.ui().getByRole('button', { name: 'Link bank account' }).click();
    await vi.waitFor(() => c.ui().getByText(/^Linked .+ ••••\d+$/), { timeout: 5000 });
  }
  c.ui().getByRole('button', { name: 'Continue to review' }).click();
  await c.waitStep('review');
  const pay = c.ui().getByRole('button', { name: /^Pay / });
  pay.click();
  pay.click();
}

describe('purchase against the sandbox', { timeout: 20_000 }, () => {
  it('by card: Processing → Processed → Complete, each event once, hash shown', async () => {
    sandboxCard.number = '4659105569051157';
    const c = open(await clientToken());
    await payFromDetails(c, 'card');
    await c.waitStep('complete');
    expect(c.ui().getByText('Transaction hash')).toBeTruthy();
    expect(c.ui().getByText(/^0x[0-9a-f]{64}$/).tagName).toBe('CODE');
    expect(c.events.map((e) => e.type)).toEqual(['processed', 'complete']);
    expect(c.events.map((e) => e.sequence)).toEqual([3, 4]);
  });

  it('by ACH, and a reload afterwards shows the order without a second event', async () => {
    const token = await clientToken();
    const c = open(token);
    await payFromDetails(c, 'ach');
    await c.waitStep('complete');
    expect(c.events.map((e) => e.type)).toEqual(['processed', 'complete']);
    c.handle.unmount();
    target.remove();

    const again = open(token);
    await again.waitStep('complete');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.events).toEqual([]);
  });

  it('declined card, then another card: Declined once, then Complete', async () => {
    sandboxCard.number = '4000000000000002';
    const c = open(await clientToken());
    await payFromDetails(c, 'card');
    await c.waitStep('declined');
    expect(c.ui().getByText('Your card was declined by its issuer.')).toBeTruthy();
    sandboxCard.number = '4242424242424242';
    c.ui().getByRole('button', { name: 'Try another payment method' }).click();
    await c.waitStep('payment');
    c.ui().getByRole('button', { name: 'Continue to review' }).click();
    await c.waitStep('review');
    c.ui().getByRole('button', { name: /^Pay / }).click();
    await c.waitStep('complete');
    expect(c.events.map((e) => e.type)).toEqual(['declined', 'processed', 'complete']);
  });

  it('network failure: Cancelled NETF in plain words, then the refund', async () => {
    sandboxCard.number = '4659105569051157';
    const c = open(await clientToken({ blockchainNftId: 'sandbox-network-failure' }));
    await payFromDetails(c, 'card');
    await c.waitStep('cancelled');
    await vi.waitFor(() => c.ui().getByText('Refunded to your original payment method'), {
      timeout: 5000,
    });
    expect(c.ui().getByText('A network problem stopped the transfer.')).toBeTruthy();
    const cancelled = c.events.find((e) => e.type === 'cancelled');
    expect(cancelled?.type === 'cancelled' && cancelled.reasonCode).toBe('NETF');
    expect(c.events.map((e) => e.type)).toEqual(['processed', 'cancelled']);
  });

  it.each([
    ['NA', 'sandbox-not-available', 'The NFT is no longer available.'],
    ['PRCC', 'sandbox-price-change', 'The price changed too much before the payment completed.'],
  ])('cancellation %s: its reason in plain words, then the refund', async (code, nftId, text) => {
    sandboxCard.number = '4659105569051157';
    const c = open(await clientToken({ blockchainNftId: nftId }));
    await payFromDetails(c, 'card');
    await vi.waitFor(() => c.ui().getByText('Refunded to your original payment method'), {
      timeout: 5000,
    });
    expect(c.ui().getByText(text)).toBeTruthy();
    expect(c.events.map((e) => [e.type, 'reasonCode' in e ? e.reasonCode : ''])).toEqual([
      ['cancelled', code],
    ]);
  });

  it('risk decline (very high risk buyer): Cancelled RISD by the assessment, before payment', async () => {
    const c = open(await clientToken({}, { email: 'ada+very-high-risk@example.com' }));
    await throughChecks(c, 'cancelled');
    expect(c.ui().getByText('The payment did not pass our security checks.')).toBeTruthy();
    await vi.waitFor(() => expect(c.events.map((e) => e.type)).toEqual(['cancelled']));
  });

  it.each([
    ['high', TEST_SSNS.high, 'document'],
    ['very_high', TEST_SSNS.veryHigh, 'cancelled'],
  ])('the tax id reaches the identity assessment: the %s test SSN', async (_level, ssn, end) => {
    sandboxTaxId.ssn = ssn;
    // No email modifier: it would set the level itself.
    const c = open(await clientToken({}, { email: 'ada@example.com' }));
    await throughChecks(c, end);
    if (end === 'cancelled') {
      expect(c.ui().getByText('The payment did not pass our security checks.')).toBeTruthy();
    } else {
      // A high risk asks for a document, in the words for a high risk.
      await vi.waitFor(() => c.ui().getByRole('heading', { name: 'Confirm your identity' }));
      expect(c.ui().getByText(/make sure it is really you/)).toBeTruthy();
    }
  });

  it('insufficient funds: Declined with its reason', async () => {
    sandboxCard.number = '4000000000009995';
    const c = open(await clientToken());
    await payFromDetails(c, 'card');
    await c.waitStep('declined');
    expect(c.ui().getByText('There were not enough funds for this payment.')).toBeTruthy();
    const declined = c.events[0];
    expect(declined?.type === 'declined' && declined.reasonCode).toBe('INSUFFICIENT_FUNDS');
  });

  it('expiry before payment: the expired screen and one expired event', async () => {
    const c = open(await clientToken({}, { expiresIn: 1 }));
    await c.waitStep('details');
    await c.waitStep('expired');
    expect(c.ui().getByRole('heading', { name: 'Checkout expired' })).toBeTruthy();
    await vi.waitFor(() => expect(c.events.map((e) => e.type)).toEqual(['expired']), {
      timeout: 5000,
    });
  });
});
