// The "Adding a step" recipe of docs/architecture.md, followed by a test-only step: a descriptor
// (what a new folder's index.ts holds) put into the flow list, rendered, and navigated.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import { details } from '../../slices/details/widget/index.js';
import { payment } from '../../slices/payment/widget/index.js';
import { review } from '../../slices/review/widget/index.js';
import type { CheckoutModel } from '../model.js';
import { record } from '../testing/modelHelpers.js';
import { loadedModel, setupModel } from '../testing/setup.js';
import { CheckoutView } from '../views/CheckoutView/CheckoutView.js';
import type { StepModule } from './descriptor.js';
import { FLOW } from './index.js';
import { phoneModule, phoneStep } from './testing/testStep.js';

vi.mock(
  '../../slices/card/widget/CardFrame.js',
  () => import('../../slices/card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

const root = (container: Element) => container.querySelector('.nftc-root') as HTMLElement;

describe('the flow list', () => {
  it('is details, the buyer checks, payment, review in that order', () => {
    expect(FLOW.map((step) => step.id)).toEqual([
      'details',
      'phone',
      'taxId',
      'document',
      'payment',
      'review',
    ]);
  });

  it('keeps the step on screen while it is shown, though it stopped being needed', async () => {
    let needed = true;
    const flow = [details, phoneStep({ needed: () => needed }), payment, review];
    ({ model } = await loadedModel({ deps: { flow } }));
    await model.next();
    expect(model.flow.id.value).toBe('test-phone');
    // What the buyer did here made the step unneeded (its phone verified): the flow leads on.
    needed = false;
    model.form.setField('phone', '+1 991 000 0002');
    expect(model.flow.id.value).toBe('test-phone');
    expect(model.flow.following.value?.id).toBe('payment');
    await model.next();
    expect(model.flow.id.value).toBe('payment');
    // Back skips it now.
    expect(model.flow.previous.value?.id).toBe('details');
  });
});

describe('adding a step: one descriptor, one line in the flow list', () => {
  it('renders the new step between details and payment and navigates it with Back and Continue', async () => {
    const flow = [details, phoneStep(), payment, review];
    ({ model } = await loadedModel({ deps: { flow } }));
    const { container } = render(<CheckoutView model={model} />);
    // The details' Continue now leads to the new step, by its label.
    fireEvent.click(screen.getByRole('button', { name: 'Continue to phone' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('test-phone'));
    expect(await screen.findByRole('heading', { name: 'Your phone' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('details'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to phone' }));
    await screen.findByRole('heading', { name: 'Your phone' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('payment'));
    // Back from the payment returns to the new step, not to the details.
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(root(container).dataset.step).toBe('test-phone'));
  });

  it('skips a step the checkout does not need, and keeps the buyer on one whose check fails', async () => {
    const skipped = phoneStep({ id: 'test-skipped', needed: () => false });
    let allow = false;
    const guarded = phoneStep({ leave: () => allow });
    ({ model } = await loadedModel({
      deps: { flow: [details, skipped, guarded, payment, review] },
    }));
    expect(model.flow.needed.value.map((s) => s.id)).toEqual([
      'details',
      'test-phone',
      'payment',
      'review',
    ]);
    // The session's prefill completes the details.
    await model.next();
    expect(model.step.value).toBe('test-phone');
    await model.next();
    expect(model.step.value).toBe('test-phone');
    allow = true;
    await model.next();
    expect(model.step.value).toBe('payment');
  });
});

describe('a step on the network', () => {
  it('shows progress while its chunk loads, then the step', async () => {
    let release: (module: StepModule) => void = () => undefined;
    const slow = phoneStep({
      id: 'test-slow',
      load: () =>
        new Promise<StepModule>((resolve) => {
          release = resolve;
        }),
    });
    // Loaded without waiting for the prefetch, which waits for this chunk too.
    ({ model } = setupModel({ deps: { flow: [details, slow, payment, review] } }));
    await model.load();
    render(<CheckoutView model={model} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to phone' }));
    expect(await screen.findByText('Loading\u2026')).toBeTruthy();
    release(phoneModule);
    const heading = await screen.findByRole('heading', { name: 'Your phone' });
    // The buyer waited for it: its heading takes focus once shown, as a step's does at once.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows a retryable error when its chunk fails, reports NETWORK once, and Try again loads it', async () => {
    let fail = true;
    const flaky = phoneStep({
      id: 'test-flaky',
      load: () =>
        fail
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(phoneModule),
    });
    ({ model } = await loadedModel({ deps: { flow: [details, flaky, payment, review] } }));
    const seen = record(model);
    render(<CheckoutView model={model} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to phone' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toMatch(/could not load/);
    const networkErrors = seen.errors.filter(
      (e) => e instanceof NftCheckoutError && e.code === 'NETWORK',
    );
    expect(networkErrors).toHaveLength(1);
    expect(networkErrors[0]?.message).toContain('test-flaky step');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your phone' })).toBeTruthy();
    expect(seen.errors).toHaveLength(networkErrors.length);
  });
});
