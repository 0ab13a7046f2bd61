// The purchase through the view: the steps to paying, each outcome's screen with focus and
// announcement, a retry after a decline, the error screen's retry, and the time to pay. In the
// order they ran in one file: the error screen's test finds the outcomes' chunk loaded.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderState } from '../../../api/checkout.js';
import type { CheckoutModel } from '../../model.js';
import { errorResponse, session, stateWith } from '../../testing/fakeService.js';
import { loadedModel, settle, setupModel } from '../../testing/setup.js';
import { expectCleanMarkup, focusedHeading, root } from '../../testing/viewQueries.js';
import { CheckoutView } from './CheckoutView.js';

vi.mock(
  '../../../slices/card/widget/CardFrame.js',
  () => import('../../../slices/card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

async function showing(state: OrderState) {
  ({ model } = await loadedModel({ session: session({ state }) }));
  return render(<CheckoutView model={model} />);
}

describe('CheckoutView', () => {
  it('walks details → payment → review → processing, moving focus and announcing', async () => {
    const made = await loadedModel();
    model = made.model;
    const { container } = render(<CheckoutView model={model} />);
    expectCleanMarkup(container);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(root(container).dataset.step).toBe('payment');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment method' }));
    expectCleanMarkup(container);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('review'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review and pay' }));
    // The countdown to the order's expiry stays visible on the review.
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toBeTruthy();
    expectCleanMarkup(container);
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(root(container).dataset.step).toBe('processing'));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Processing payment' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Processing your payment.');
    expect(screen.queryByRole('timer')).toBeNull();

    await settle();
    await act(async () => {
      made.service.lastStream()!.send(stateWith(['Processing', 'Processed']));
      await settle();
    });
    expect(root(container).dataset.step).toBe('processed');
    focusedHeading('Payment received');
    expect(screen.getByRole('status').textContent).toBe('Payment received.');
    await act(async () => {
      made.service
        .lastStream()!
        .send(stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0xabc' }));
      await settle();
    });
    expect(root(container).dataset.step).toBe('complete');
    focusedHeading('Purchase complete');
    expect(screen.getByText('0xabc').tagName).toBe('CODE');
    expect(screen.getByRole('status').textContent).toBe('Purchase complete.');
    expectCleanMarkup(container);
  });

  it.each([
    [['Processing'], 'processing', 'Processing payment'],
    [['Processing', 'Processed'], 'processed', 'Payment received'],
    [['Processing', 'Processed', 'Complete'], 'complete', 'Purchase complete'],
    [['Processing', 'Declined'], 'declined', 'Payment declined'],
    [['Processing', 'Cancelled'], 'cancelled', 'Order cancelled'],
    [['Processing', 'Cancelled', 'Refunded'], 'cancelled', 'Order cancelled'],
    [['Expired'], 'expired', 'Checkout expired'],
  ] as const)(
    'goes straight to the status screen of %j after a reload',
    async (statuses, step, title) => {
      const { container } = await showing(
        stateWith([...statuses], { reasonCode: 'NETF', txHash: '0x1' }),
      );
      expect(root(container).dataset.step).toBe(step);
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
      expectCleanMarkup(container);
    },
  );

  it('shows the refund once the cancelled order is refunded', async () => {
    const made = await loadedModel({
      session: session({ state: stateWith(['Processing', 'Cancelled'], { reasonCode: 'PRCC' }) }),
    });
    model = made.model;
    render(<CheckoutView model={model} />);
    expect(
      screen.getByText('The price changed too much before the payment completed.'),
    ).toBeTruthy();
    expect(screen.queryByText('Refunded to your original payment method')).toBeNull();
    await settle();
    await act(async () => {
      made.service
        .lastStream()!
        .send(stateWith(['Processing', 'Cancelled', 'Refunded'], { reasonCode: 'PRCC' }));
      await settle();
    });
    expect(screen.getByText('Refunded to your original payment method')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Refunded to your original payment method.',
    );
  });

  it('lets the buyer try another method after a decline with attempts left', async () => {
    const { container } = await showing(
      stateWith(['Processing', 'Declined'], { reasonCode: 'CARD_DECLINED', attemptsLeft: 1 }),
    );
    expect(screen.getByText('Your card was declined by its issuer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try another payment method' }));
    expect(root(container).dataset.step).toBe('payment');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment method' }));
  });

  it('shows the error screen with a retry when the session cannot load', async () => {
    const made = setupModel();
    model = made.model;
    made.service.route('GET /checkout/session', () => errorResponse(500, 'SERVER', 'down'));
    const { container } = render(<CheckoutView model={model} />);
    await act(() => model!.load());
    expect(root(container).dataset.step).toBe('error');
    expect(screen.getByRole('alert').textContent).toMatch(/had a problem/);
    made.service.route('GET /checkout/session', () => Response.json(session()));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('details'));
    await waitFor(() => expect(made.service.openRequests()).toBe(1));
  });

  it.each([
    [['Processing', 'Declined'], 'Payment declined', 'Payment declined.'],
    [['Processing', 'Cancelled'], 'Order cancelled', 'Order cancelled.'],
    [['Expired'], 'Checkout expired', 'Checkout expired.'],
  ] as const)(
    'moves focus to the outcome heading and announces it when the order goes %j',
    async (statuses, heading, announced) => {
      const made = await loadedModel();
      model = made.model;
      render(<CheckoutView model={model} />);
      await settle();
      await act(async () => {
        made.service.lastStream()!.send(stateWith([...statuses], { reasonCode: 'NETF' }));
        await settle();
      });
      focusedHeading(heading);
      expect(screen.getByRole('status').textContent).toBe(announced);
    },
  );
});

describe('CheckoutView time to pay', () => {
  it('keeps the time to pay on screen after a decline that may be retried, not after the last', async () => {
    const declined = (attemptsLeft: number) =>
      stateWith(['Processing', 'Declined'], { reasonCode: 'CARD_DECLINED', attemptsLeft });
    const { unmount } = await showing(declined(1));
    expect(screen.getByRole('heading', { name: 'Payment declined' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left to pay' }).textContent).toBe('30:00');
    unmount();
    model?.dispose();
    await showing(declined(0));
    expect(screen.getByRole('heading', { name: 'Payment declined' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
