import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderState } from '../../../api/checkout.js';
import type { CheckoutModel } from '../../model.js';
import { errorResponse, session, stateWith } from '../../testing/fakeService.js';
import { loadedModel, settle, setupModel } from '../../testing/setup.js';
import { CheckoutView } from './CheckoutView.js';

vi.mock('../../cardFrame/CardFrame.js', () => import('../../testing/CardFrameStub.js'));

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

const root = (container: Element) => container.querySelector('.nftc-root') as HTMLElement;

/** No inline style attribute anywhere, and every class is one of the checkout's own. */
function expectCleanMarkup(container: Element) {
  expect(container.querySelectorAll('[style]')).toHaveLength(0);
  const classes = [...container.querySelectorAll('[class]')].flatMap((el) => [...el.classList]);
  expect(classes.length).toBeGreaterThan(0);
  expect(classes.filter((name) => !name.startsWith('nftc-'))).toEqual([]);
}

const focusedHeading = (name: string) =>
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name }));

async function showing(state: OrderState) {
  ({ model } = await loadedModel({ session: session({ state }) }));
  return render(<CheckoutView model={model} />);
}

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

  it('is operable by keyboard with native controls, in DOM order', async () => {
    const made = await loadedModel();
    model = made.model;
    const { container } = render(<CheckoutView model={model} />);
    // Enter in a field submits the form (implicit submission): the details need no mouse.
    const form = screen.getByRole('textbox', { name: 'First name' }).closest('form')!;
    fireEvent.submit(form);
    expect(root(container).dataset.step).toBe('payment');
    // Radios in one group: arrow keys move between the methods.
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.length).toBe(2);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    // Nothing is taken out of the tab order or pushed ahead of it; only the step heading has a
    // tabindex, -1, so that script can focus it.
    const withTabIndex = [...container.querySelectorAll('[tabindex]')];
    expect(withTabIndex.map((el) => [el.tagName, el.getAttribute('tabindex')])).toEqual([
      ['H2', '-1'],
    ]);
    for (const button of screen.getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toMatch(/^(button|submit)$/);
    }
  });

  it('formats the quantity, the price and the expiry in the locale, words in English', async () => {
    const made = await loadedModel({
      options: { locale: 'de-DE' },
      session: session({
        nft: {
          name: 'Genesis #1',
          imageUrl: 'https://example.com/nft/1.png',
          price: 1234.5,
          quantity: 1200,
          currencyCode: 'usd',
        },
      }),
    });
    model = made.model;
    render(<CheckoutView model={model} />);
    expect(screen.getByText('Quantity: 1.200')).toBeTruthy();
    expect(screen.getByText(/^1\.234,50\s\$$/)).toBeTruthy();
    expect(screen.getByText(/^\(until \d{2}:\d{2}\)$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('applies the theme to the root', async () => {
    ({ model } = await loadedModel({ options: { appearance: { theme: 'dark' } } }));
    const { container } = render(<CheckoutView model={model} />);
    expect(root(container).dataset.theme).toBe('dark');
  });

  it("remembers the buyer's last kind of input, which draws the focused heading's ring", async () => {
    ({ model } = await loadedModel());
    const { container } = render(<CheckoutView model={model} />);
    const field = screen.getByLabelText('First name');
    expect(root(container).dataset.input).toBeUndefined();
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(root(container).dataset.input).toBe('keyboard');
    fireEvent.pointerDown(field);
    expect(root(container).dataset.input).toBe('pointer');
  });
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
