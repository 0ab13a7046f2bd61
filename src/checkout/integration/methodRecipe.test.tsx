// "Adding a payment method" (docs/architecture.md) followed by a test-only method,
// payment/methods/testing/testBank/: one line in the list the checkout is given, and the payment
// step offers it, draws its view, prepares and quotes it, the review shows its summary and the
// real sandbox (over HTTP) is paid with it.
import { describe, expect, it, vi } from 'vitest';
import { SETTLED } from '../../test/deadlines.js';
import { PAYMENT_METHODS } from '../payment/methods/index.js';
import { testBank } from '../payment/methods/testing/testBank/index.js';
import { clientToken, open, throughChecks, useSandboxCheckout } from './sandboxCheckout.js';

vi.mock('../../slices/card/widget/CardFrame.js', () => import('./SandboxCardFrame.js'));
vi.mock('../../slices/taxId/widget/TaxIdFrame.js', () => import('./SandboxTaxIdFrame.js'));
vi.mock('../../sandbox/runtime/browserScript.js', () => ({
  createScript: () => async () => '',
  TEST_WALLET_SCRIPT: {},
}));

useSandboxCheckout();

const methodNames = (c: ReturnType<typeof open>) =>
  c
    .ui()
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent?.trim());

describe('adding a payment method: its folder and one line in the method list', {
  timeout: 20_000,
}, () => {
  it('is offered, drawn, prepared, reviewed and paid: Complete, each event once', async () => {
    const c = open(await clientToken(), { methods: [...PAYMENT_METHODS, testBank] });
    await throughChecks(c);
    expect(methodNames(c)).toEqual(['Card', 'Bank account (ACH)', 'Test bank account']);

    c.ui().getByRole('radio', { name: 'Test bank account' }).click();
    const link = await vi.waitFor(
      () => c.ui().getByRole('button', { name: 'Link the test bank account' }),
      SETTLED,
    );
    // Its model refuses to prepare before it has an account, and says what to do.
    c.ui().getByRole('button', { name: 'Continue to review' }).click();
    await vi.waitFor(() => c.ui().getByText('Link the test bank account first.'), SETTLED);
    expect(c.step()).toBe('payment');

    link.click();
    await vi.waitFor(() => c.ui().getByText(/^Linked Test bank ••••\d+$/), SETTLED);
    c.ui().getByRole('button', { name: 'Continue to review' }).click();
    await c.waitStep('review');
    expect(c.ui().getByText(/^Payment: Test bank ••••\d+$/)).toBeTruthy();

    c.ui().getByRole('button', { name: /^Pay / }).click();
    await c.waitStep('complete');
    expect(c.events.map((e) => e.type)).toEqual(['processed', 'complete']);
  });

  it('without the line, the payment step offers the registry alone', async () => {
    const c = open(await clientToken());
    await throughChecks(c);
    expect(methodNames(c)).toEqual(['Card', 'Bank account (ACH)']);
  });
});
