import { signal } from '@preact/signals';
import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { OrderState } from '../../../api/checkout.js';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import type { OrderStatus } from '../../../api/orders.js';
import type { CheckoutModel } from '../../../checkout/model.js';
import { stateWith } from '../../../checkout/testing/fixtures.js';
import { View } from './view.js';

const FRAME_ORIGIN = 'https://svc.example';
const nextAction = {
  type: 'challenge' as const,
  url: `${FRAME_ORIGIN}/v1/checkout/challenge/chl_1`,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

/** The parts of the checkout the outcome screens read, with the order under the test's hand. */
function fakeCheckout(state: OrderState) {
  const orderState = signal<OrderState | null>(state);
  const status = signal<OrderStatus>(state.order.status);
  const model = {
    orderState,
    status,
    fatal: signal(null),
    session: signal(null),
    options: () => ({ clientToken: 'ctok_1', locale: 'en-US', appearance: { theme: 'light' } }),
    tryAnotherMethod: vi.fn(),
    retryLoad: vi.fn(),
  };
  const set = (next: OrderState) =>
    act(() => {
      orderState.value = next;
      status.value = next.order.status;
    });
  return { model, set, checkout: model as unknown as CheckoutModel };
}

const waiting = () => ({ ...stateWith(['Processing'], { attemptsLeft: 2 }), nextAction });
const declined = () =>
  stateWith(['Processing', 'Declined'], { reasonCode: 'AUTHENTICATION_FAILED', attemptsLeft: 2 });

function frameSays(outcome: string) {
  const frame = document.querySelector('iframe')!.contentWindow!;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { ns, type: 'challengeResult', outcome },
        origin: FRAME_ORIGIN,
        source: frame,
      }),
    );
  });
}

describe('the processing screen with a challenge', () => {
  it('shows the challenge while the order waits, and the usual screen without one', () => {
    const { checkout, set } = fakeCheckout(waiting());
    const { rerender } = render(<View model={checkout} step="processing" />);
    expect(screen.getByTitle('Confirm the payment with your bank')).toBeTruthy();
    set(stateWith(['Processing']));
    rerender(<View model={checkout} step="processing" />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Processing payment' })).toBeTruthy();
  });

  it('authenticated: confirming the payment until the feed says how it went', () => {
    const { checkout } = fakeCheckout(waiting());
    render(<View model={checkout} step="processing" />);
    frameSays('authenticated');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Confirming your payment\u2026')).toBeTruthy();
    // Focus was in the bank's page: it comes back out to the screen's heading.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Processing payment' }),
    );
  });

  it('cancelled: its decline goes straight back to paying', () => {
    const { checkout, model, set } = fakeCheckout(waiting());
    const { rerender } = render(<View model={checkout} step="processing" />);
    frameSays('cancelled');
    set(declined());
    rerender(<View model={checkout} step="declined" />);
    expect(model.tryAnotherMethod).toHaveBeenCalledTimes(1);
    // Once: the next decline (the checkout would be on the payment step by now) is shown.
    rerender(<View model={checkout} step="declined" />);
    expect(model.tryAnotherMethod).toHaveBeenCalledTimes(1);
  });

  it('failed: the decline is shown, with another try', () => {
    const { checkout, model, set } = fakeCheckout(waiting());
    const { rerender } = render(<View model={checkout} step="processing" />);
    frameSays('failed');
    set(declined());
    rerender(<View model={checkout} step="declined" />);
    expect(model.tryAnotherMethod).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Payment declined' })).toBeTruthy();
    expect(screen.getByText(/Your bank could not confirm this payment/)).toBeTruthy();
  });
});
