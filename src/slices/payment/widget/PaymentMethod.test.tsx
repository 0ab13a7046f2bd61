import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutModel } from '../../../checkout/model.js';
import { session } from '../../../checkout/testing/fakeService.js';
import { CARD_TOKEN, loadedModel } from '../../../checkout/testing/setup.js';
import { stub } from '../../card/widget/testing/CardFrameStub.js';
import { PaymentMethod } from './PaymentMethod.js';

vi.mock(
  '../../card/widget/CardFrame.js',
  () => import('../../card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => {
  model?.dispose();
  stub.token = CARD_TOKEN;
});

async function atPayment(setup?: Parameters<typeof loadedModel>[0]) {
  const made = await loadedModel(setup);
  model = made.model;
  model.next();
  render(<PaymentMethod model={model} />);
  return made;
}

describe('PaymentMethod', () => {
  it('offers Card and Bank account (ACH), with Card preselected and its frame shown', async () => {
    await atPayment();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment method' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('radio', { name: 'Bank account (ACH)' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByTitle('Card details').tagName).toBe('IFRAME');
  });

  it('offers only the enabled methods', async () => {
    await atPayment({
      session: session({ paymentMethods: { enabled: ['us_credit'], default: 'us_credit' } }),
    });
    expect(screen.getByRole('radio', { name: 'Card' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Bank account (ACH)' })).toBeNull();
  });

  it('tokenizes the card and continues to review', async () => {
    await atPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(model?.step.value).toBe('review'));
    expect(stub.tokenizeCalls).toBeGreaterThan(0);
  });

  it('refuses a card type the checkout does not accept, in an alert', async () => {
    stub.token = { ...CARD_TOKEN, paymentMethodType: 'international_debit' };
    await atPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/does not accept international debit cards/);
    expect(model?.step.value).toBe('payment');
  });

  it('links a bank account for ACH', async () => {
    await atPayment();
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account (ACH)' }));
    expect(screen.queryByTitle('Card details')).toBeNull();
    fireEvent.input(screen.getByLabelText('Bank username'), { target: { value: 'user_good' } });
    fireEvent.input(screen.getByLabelText('Bank password'), { target: { value: 'pass_good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link bank account' }));
    expect(await screen.findByText('Linked First Platypus Bank ••••0000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(model?.step.value).toBe('review'));
  });

  it('goes back to the details', async () => {
    await atPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(model?.step.value).toBe('details');
  });
});

describe('PaymentMethod, back from the review', () => {
  it('keeps the unspent card token instead of asking the emptied frame again', async () => {
    const made = await loadedModel();
    model = made.model;
    model.next();
    const first = render(<PaymentMethod model={model} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(model?.step.value).toBe('review'));
    first.unmount();
    const calls = stub.tokenizeCalls;
    model.back();
    render(<PaymentMethod model={model} />);
    expect(
      screen.getByText('Paying with Visa ••••1157. Enter another card to change it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(model?.step.value).toBe('review'));
    expect(stub.tokenizeCalls).toBe(calls);
    expect(made.service.callsTo('POST', '/checkout/quote')).toHaveLength(2);
  });
});
