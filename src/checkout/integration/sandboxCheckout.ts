// Test-only: the sandbox purchase tests' setup. A real sandbox over HTTP on 127.0.0.1 (port 0)
// with fast lifecycle delays, a client token from it, the widget mounted on it, and the buyer's
// steps from the details to paying. The test file mocks the frames (vi.mock is per file).
import { within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { ClientTokenRequest } from '../../api/clientTokens.js';
import { EXAMPLE_BUYER, EXAMPLE_NFT } from '../../api/exampleData.js';
import { createServiceClient } from '../../api/serviceClient.js';
import type { CheckoutHandle } from '../../embed/checkoutHandle.js';
import { type MountInternals, mount } from '../../embed/mount.js';
import { type Sandbox, startSandbox } from '../../sandbox/index.js';
import type { SandboxInternals } from '../../sandbox/server.js';
import { SETTLED } from '../../test/deadlines.js';
import type { CheckoutEvent } from '../hostEmitter.js';
import { sandboxCard } from './SandboxCardFrame.js';
import { sandboxTaxId } from './SandboxTaxIdFrame.js';

let sandbox: Sandbox;
/** The element the last checkout was mounted in. */
export let target: HTMLElement;
const handles: CheckoutHandle[] = [];

/** The running sandbox's URL (…/v1). */
export const sandboxUrl = () => sandbox.url;

/**
 * Starts the sandbox for the file's tests (with a test-only slice's routes, if given); unmounts
 * and forgets each test's checkouts.
 */
export function useSandboxCheckout(internals: SandboxInternals = {}) {
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, delays: 'fast', quiet: true }, internals);
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
}

export async function clientToken(
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
      ...EXAMPLE_NFT,
      price: 100,
      quantity: 1,
      currencyCode: 'usd',
      executionType: 'smart_contract',
      recipientAddress: '0xabc',
      ...nft,
    },
    taxRates: { US: 5, 'US-CA': '7.25' },
    identityPrefill: { ...EXAMPLE_BUYER, emailAddress: email, phone: '+1 991 234 5678' },
    paymentMethodTypeConfig: { enabled: ['us_debit', 'us_credit', 'ach'], default: 'us_debit' },
    ...request,
  });
  return clientToken;
}

/** Mounts the checkout for `token`; `deps` as a test's own list of steps or payment methods. */
export function open(token: string, deps: MountInternals = {}) {
  target = document.createElement('div');
  document.body.appendChild(target);
  const events: CheckoutEvent[] = [];
  const handle = mount(target, { clientToken: token, baseUrl: sandbox.url, locale: 'en-US' }, deps);
  handles.push(handle);
  handle.on('event', (event) => events.push(event));
  const shadow = () => target.querySelector('.nftc-host')?.shadowRoot as unknown as HTMLElement;
  const step = () => shadow()?.querySelector('.nftc-root')?.getAttribute('data-step');
  const ui = () => within(shadow());
  const waitStep = (name: string) => vi.waitFor(() => expect(step()).toBe(name), SETTLED);
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
export async function throughChecks(c: ReturnType<typeof open>, until = 'payment') {
  await c.waitStep('details');
  c.ui()
    .getByRole('button', { name: /^Continue to / })
    .click();
  // The step after the details waits for the purchase's chunks and the identity assessment.
  await vi.waitFor(() => expect(['phone', 'taxId', until]).toContain(c.step()), SETTLED);
  if (c.step() === 'phone') {
    await vi.waitFor(() => c.ui().getByRole('button', { name: 'Send code' }), SETTLED);
    c.ui().getByRole('button', { name: 'Send code' }).click();
    await vi.waitFor(() => c.ui().getByText(/^We sent a code to /), SETTLED);
    // A sandbox test phone's code is its last six digits.
    typeInto(c, /Code from the text message/, '345678');
    c.ui()
      .getByRole('button', { name: /^Continue to / })
      .click();
    await vi.waitFor(() => expect(c.step()).not.toBe('phone'), SETTLED);
  }
  if (c.step() === 'taxId') {
    await vi.waitFor(() => c.ui().getByTitle('Social Security number'), SETTLED);
    c.ui()
      .getByRole('button', { name: /^Continue to / })
      .click();
  }
  await c.waitStep(until);
}

export async function payFromDetails(c: ReturnType<typeof open>, method: 'card' | 'ach') {
  await throughChecks(c);
  // The chosen method's view is its own chunk: the buyer pays once it is on screen.
  if (method === 'card') await vi.waitFor(() => c.ui().getByTitle('Card details'), SETTLED);
  if (method === 'ach') {
    c.ui().getByRole('radio', { name: 'Bank account (ACH)' }).click();
    await vi.waitFor(() => c.ui().getByLabelText('Bank username'), SETTLED);
    typeInto(c, 'Bank username', 'user_good');
    typeInto(c, 'Bank password', 'pass_good');
    c.ui().getByRole('button', { name: 'Link bank account' }).click();
    await vi.waitFor(() => c.ui().getByText(/^Linked .+ ••••\d+$/), SETTLED);
  }
  c.ui().getByRole('button', { name: 'Continue to review' }).click();
  await c.waitStep('review');
  const pay = c.ui().getByRole('button', { name: /^Pay / });
  pay.click();
  pay.click();
}
