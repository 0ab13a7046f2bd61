// The first screen while the session loads: the form at once, what the buyer typed kept, and
// the session's failure in place of the form.
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutModel } from '../../model.js';
import { errorResponse } from '../../testing/fakeService.js';
import { setupModel } from '../../testing/setup.js';
import { expectCleanMarkup, root } from '../../testing/viewQueries.js';
import { CheckoutView } from './CheckoutView.js';

vi.mock(
  '../../../slices/card/widget/CardFrame.js',
  () => import('../../../slices/card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

describe('CheckoutView', () => {
  it('shows the details form at once, the order when the session arrives, never taking focus', async () => {
    const made = setupModel();
    model = made.model;
    const { container } = render(<CheckoutView model={model} />);
    // The first step is bundled: the buyer can type while the session is on its way.
    expect(root(container).dataset.step).toBe('details');
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(summary.getAttribute('aria-busy')).toBe('true');
    expect(summary.textContent).toBe('Loading your order\u2026');
    expectCleanMarkup(container);
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    await act(() => model!.load());
    expect(root(container).dataset.step).toBe('details');
    expect(document.activeElement).toBe(outside);
    expect(screen.getByText('Genesis #1')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your order' }).hasAttribute('aria-busy')).toBe(
      false,
    );
    expect(screen.getByRole('timer', { name: 'Time left to pay' }).textContent).toBe('30:00');
    outside.remove();
  });

  it('keeps what the buyer typed before the session arrived; the prefill fills the rest', async () => {
    const made = setupModel();
    model = made.model;
    render(<CheckoutView model={model} />);
    const first = screen.getByLabelText('First name') as HTMLInputElement;
    fireEvent.input(first, { target: { value: 'Grace' } });
    await act(() => model!.load());
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lovelace');
  });

  it('a session that fails replaces the early form with the error, without taking focus', async () => {
    const made = setupModel();
    model = made.model;
    made.service.route('GET /checkout/session', () =>
      errorResponse(401, 'UNAUTHORIZED', 'Unknown client token.'),
    );
    const { container } = render(<CheckoutView model={model} />);
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    await act(() => model!.load());
    expect(root(container).dataset.step).toBe('error');
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
