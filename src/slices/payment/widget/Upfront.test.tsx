import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutModel } from '../../../checkout/model.js';
import { BUYER } from '../../../checkout/testing/fakeService.js';
import { loadedModel } from '../../../checkout/testing/setup.js';
import { root } from '../../../checkout/testing/viewQueries.js';
import { CheckoutView } from '../../../checkout/views/CheckoutView/CheckoutView.js';
import { payWithWallet, walletFrame, walletSession } from './testing/upfrontHarness.js';

vi.mock(
  '../../card/widget/CardFrame.js',
  () => import('../../card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

async function shown(setup: Parameters<typeof loadedModel>[0]) {
  const made = await loadedModel(setup);
  model = made.model;
  const view = render(<CheckoutView model={model} />);
  return { ...made, ...view };
}

const heading = () => screen.getByRole('heading', { level: 2, name: 'Your details' });

describe('expressWallets: the wallet buttons above the details form', () => {
  it('are not there by default: the payment step alone offers them', async () => {
    const { container } = await shown({ session: walletSession(BUYER) });
    expect(heading()).toBeTruthy();
    expect(walletFrame(container)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(walletFrame(container)).not.toBeNull());
  });

  it('show above the form when the host asks, and the checkout offers a wallet', async () => {
    const { container } = await shown({
      session: walletSession(BUYER),
      options: { expressWallets: true },
    });
    await waitFor(() => expect(walletFrame(container)).not.toBeNull());
    const frame = walletFrame(container)!;
    expect(
      frame.compareDocumentPosition(heading()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(new URL(frame.src).searchParams.get('country')).toBe('US');
    expect(root(container).dataset.step).toBe('details');
  });

  it('are not there when the checkout offers no wallet', async () => {
    const { container } = await shown({ options: { expressWallets: true } });
    await waitFor(() => expect(model?.purchase.value).not.toBeNull());
    expect(model?.purchase.value?.upfront.value).toBeNull();
    expect(walletFrame(container)).toBeNull();
  });

  it('a wallet payment there with the details complete goes on to the review, with the wallet', async () => {
    const { container, service } = await shown({
      session: walletSession(BUYER),
      options: { expressWallets: true },
    });
    await waitFor(() => expect(walletFrame(container)).not.toBeNull());
    payWithWallet(walletFrame(container)!);
    await waitFor(() => expect(root(container).dataset.step).toBe('review'));
    expect(await screen.findByText(/Apple Pay, Visa .*5556/)).toBeTruthy();
    expect(service.callsTo('POST', '/checkout/quote').at(-1)?.body).toMatchObject({
      paymentMethodType: 'us_credit',
    });
  });

  it('with details missing, asks only for those, then goes past the payment step', async () => {
    const { container, service } = await shown({
      session: walletSession(),
      options: { expressWallets: true },
    });
    await waitFor(() => expect(walletFrame(container)).not.toBeNull());
    payWithWallet(walletFrame(container)!);
    expect(root(container).dataset.step).toBe('details');
    // The wallet gave the name, email and phone; the address is what the form asks for.
    const asked = screen.getAllByRole('link').map((link) => link.textContent);
    expect(asked).toEqual([
      'Enter your street address.',
      'Enter your city.',
      'Enter your state or region.',
      'Enter your postal code.',
    ]);
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Hopper');
    const held = screen.getByText(/^Paying with Apple Pay, Visa .*5556\./);
    expect(held.textContent).toMatch(/Add the details still missing, then continue\.$/);
    expect(held.getAttribute('role')).toBe('status');
    for (const [label, value] of [
      ['Street address', BUYER.address.street1],
      ['City', BUYER.address.city],
      ['State / region', BUYER.address.regionCode],
      ['Postal code', BUYER.address.postalCode],
    ] as const) {
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('review'));
    expect(service.callsTo('POST', '/checkout/quote')).toHaveLength(1);
  });
});
