import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutModel } from '../../../checkout/model.js';
import { errorResponse, type FakeService } from '../../../checkout/testing/fakeService.js';
import { paymentOf } from '../../../checkout/testing/modelHelpers.js';
import { fakeCard, loadedModel } from '../../../checkout/testing/setup.js';
import { Review } from './Review.js';

let model: CheckoutModel | undefined;
let service: FakeService;
afterEach(() => model?.dispose());

async function atReview(submitButton?: boolean) {
  ({ model, service } = await loadedModel({ options: { submitButton } }));
  model.next();
  paymentOf(model).models.card.setHandle(fakeCard());
  await model.next();
  render(<Review model={model} />);
  return model;
}

function row(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('Review', () => {
  it('has no Pay button with submitButton: false, and follows update()', async () => {
    const m = await atReview(false);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    m.update({ submitButton: true });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toBeTruthy());
  });

  it('lists the quote line by line and the card used', async () => {
    await atReview();
    expect(screen.getByRole('heading', { level: 2, name: 'Review and pay' })).toBeTruthy();
    expect(row('Subtotal')).toBe('$10.00');
    expect(row('Tax')).toBe('$0.73');
    expect(row('Processing fee')).toBe('$1.11');
    expect(row('Network fee')).toBe('$0.50');
    expect(row('Total')).toBe('$12.34');
    expect(screen.getByText('Payment: Visa ••••1157')).toBeTruthy();
  });

  it('pays once, with the button disabled while the payment is in flight', async () => {
    const m = await atReview();
    const pay = screen.getByRole('button', { name: /^Pay / }) as HTMLButtonElement;
    expect(pay.textContent).toBe('Pay $12.34');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay.disabled).toBe(true));
    fireEvent.click(pay);
    await waitFor(() => expect(m.step.value).toBe('processing'));
    expect(service.callsTo('POST', '/checkout/confirm')).toHaveLength(1);
  });

  it('shows a failed payment in an alert and lets the buyer try again', async () => {
    const m = await atReview();
    service.route('POST /checkout/confirm', () => errorResponse(503, 'SERVER', 'busy'));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/had a problem/);
    expect(m.step.value).toBe('review');
    expect((screen.getByRole('button', { name: /^Pay / }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('goes back to the payment method', async () => {
    const m = await atReview();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(m.step.value).toBe('payment');
  });
});
