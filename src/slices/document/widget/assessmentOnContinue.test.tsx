import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutModel } from '../../../checkout/model.js';
import { strings } from '../../../checkout/strings.js';
import { checks, errorResponse, session } from '../../../checkout/testing/fakeService.js';
import { loadedModel } from '../../../checkout/testing/setup.js';
import { CheckoutView } from '../../../checkout/views/CheckoutView/CheckoutView.js';

// The identity assessment a Continue asks for before the document step: its failures, told on
// the step the buyer is on.

vi.mock('./DocumentFrame.js', () => import('./testing/DocumentFrameStub.js'));
vi.mock(
  '../../card/widget/CardFrame.js',
  () => import('../../card/widget/testing/CardFrameStub.js'),
);
vi.mock(
  '../../taxId/widget/TaxIdFrame.js',
  () => import('../../taxId/widget/testing/TaxIdFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => {
  model?.dispose();
  model = undefined;
});

const withIdentity = () =>
  session({ checks: checks({ phone: false, taxId: false, identity: true }) });

describe('the assessment on Continue', () => {
  it('says why it could not be made on the details step, which stays', async () => {
    const made = await loadedModel({ session: withIdentity() });
    model = made.model;
    made.service.route('POST /checkout/identity/assess', () =>
      errorResponse(500, 'SERVER', 'internal'),
    );
    render(<CheckoutView model={model} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(strings.serviceErrors.SERVER);
    expect(model.step.value).toBe('details');
    // Fixed on the service's side: the next Continue asks again and moves on.
    made.service.unroute('POST /checkout/identity/assess');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(model?.step.value).toBe('payment'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why on a later step too (the tax id), beside its Continue', async () => {
    const made = await loadedModel({
      session: session({ checks: checks({ phone: false, taxId: true, identity: true }) }),
    });
    model = made.model;
    made.service.route('POST /checkout/identity/assess', () =>
      errorResponse(400, 'VALIDATION', 'Invalid identity assessment: the tax id is missing.'),
    );
    await model.next();
    expect(model.step.value).toBe('taxId');
    render(<CheckoutView model={model} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid identity assessment: the tax id is missing.');
    expect(model.step.value).toBe('taxId');
  });
});
