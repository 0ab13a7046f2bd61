// "Adding a step" (docs/architecture.md) followed by a test-only step: its folder
// (steps/testing/consent/) and one line in the flow list. The purchase makes its model from the
// list, the flow shows it between the details and the payment, Continue asks its model.

import { effect } from '@preact/signals';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { details } from '../../slices/details/widget/index.js';
import { payment } from '../../slices/payment/widget/index.js';
import { review } from '../../slices/review/widget/index.js';
import type { CheckoutModel } from '../model.js';
import { loadedModel, setupModel } from '../testing/setup.js';
import { CheckoutView } from '../views/CheckoutView/CheckoutView.js';
import { consent } from './testing/consent/index.js';
import type { ConsentModel } from './testing/consent/model.js';

vi.mock(
  '../../slices/card/widget/CardFrame.js',
  () => import('../../slices/card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

const root = (container: Element) => container.querySelector('.nftc-root') as HTMLElement;

describe('adding a step with a model: its folder and one line in the flow list', () => {
  it('is made by the purchase, shown after the details, asked by Continue, kept on Back', async () => {
    const flow = [details, consent, payment, review];
    ({ model } = await loadedModel({ deps: { flow } }));
    const made = model.stepModel<ConsentModel>('consent');
    // The purchase made it from the list and hands it every order state, the session's first.
    expect(made?.seen.value.length).toBeGreaterThan(0);
    const { container } = render(<CheckoutView model={model} />);

    fireEvent.click(screen.getByRole('button', { name: 'Continue to the terms' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('consent'));
    expect(await screen.findByRole('heading', { name: 'Terms of sale' })).toBeTruthy();

    // Its `leave` refuses until the box is ticked, and says how to fix it.
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tick the box to agree to the terms, then continue.',
    );
    expect(root(container).dataset.step).toBe('consent');

    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms of sale' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('payment'));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('consent'));
    const box = await screen.findByRole('checkbox', { name: 'I agree to the terms of sale' });
    expect((box as HTMLInputElement).checked).toBe(true);

    model.dispose();
    expect(made?.disposed.value).toBe(true);
    model = undefined;
  });

  it('without the line, the checkout has no such step and makes no such model', async () => {
    ({ model } = await loadedModel({ deps: { flow: [details, payment, review] } }));
    expect(model.stepModel('consent')).toBeUndefined();
    expect(model.flow.needed.value.map((step) => step.id)).toEqual([
      'details',
      'payment',
      'review',
    ]);
  });

  it('is read reactively: a view that looked before the purchase loaded sees the model after', async () => {
    ({ model } = setupModel({ deps: { flow: [details, consent, payment, review] } }));
    const seen: unknown[] = [];
    const checkout = model;
    const stop = effect(() => {
      seen.push(checkout.stepModel<ConsentModel>('consent'));
    });
    expect(seen).toEqual([undefined]);
    await model.load();
    stop();
    expect(seen.at(-1)).toBe(model.stepModel('consent'));
    expect(seen.at(-1)).toBeDefined();
  });
});
