// A whole purchase through the widget's UI against the real sandbox service over HTTP on
// 127.0.0.1 (port 0), with fast lifecycle delays.
import { describe, expect, it, vi } from 'vitest';
import { TEST_SSNS } from '../../api/ssn.js';
import { SETTLED } from '../../test/deadlines.js';
import { sandboxCard } from './SandboxCardFrame.js';
import { sandboxTaxId } from './SandboxTaxIdFrame.js';
import {
  clientToken,
  open,
  payFromDetails,
  target,
  throughChecks,
  useSandboxCheckout,
} from './sandboxCheckout.js';

vi.mock('../../slices/card/widget/CardFrame.js', () => import('./SandboxCardFrame.js'));
vi.mock('../../slices/taxId/widget/TaxIdFrame.js', () => import('./SandboxTaxIdFrame.js'));
// The frame pages' scripts are not needed here, and its module reads files next to itself, which
// a jsdom test cannot locate.
vi.mock('../../sandbox/runtime/browserScript.js', () => ({
  createScript: () => async () => '',
  TEST_WALLET_SCRIPT: {},
}));

useSandboxCheckout();

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
    await vi.waitFor(() => c.ui().getByText('Refunded to your original payment method'), SETTLED);
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
    await vi.waitFor(() => c.ui().getByText('Refunded to your original payment method'), SETTLED);
    expect(c.ui().getByText(text)).toBeTruthy();
    expect(c.events.map((e) => [e.type, 'reasonCode' in e ? e.reasonCode : ''])).toEqual([
      ['cancelled', code],
    ]);
  });

  it('risk decline (very high risk buyer): Cancelled RISD by the assessment, before payment', async () => {
    const c = open(await clientToken({}, { email: 'ada+very-high-risk@example.com' }));
    await throughChecks(c, 'cancelled');
    expect(c.ui().getByText('The payment did not pass our security checks.')).toBeTruthy();
    await vi.waitFor(() => expect(c.events.map((e) => e.type)).toEqual(['cancelled']), SETTLED);
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
      await vi.waitFor(
        () => c.ui().getByRole('heading', { name: 'Confirm your identity' }),
        SETTLED,
      );
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
    await vi.waitFor(() => expect(c.events.map((e) => e.type)).toEqual(['expired']), SETTLED);
  });
});
