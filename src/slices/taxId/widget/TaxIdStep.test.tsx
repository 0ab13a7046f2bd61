import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../../api/errors.js';
import type { CheckoutModel } from '../../../checkout/model.js';
import { checks, session } from '../../../checkout/testing/fakeService.js';
import { paymentOf } from '../../../checkout/testing/modelHelpers.js';
import { fakeCard, loadedModel } from '../../../checkout/testing/setup.js';
import { TaxIdStep } from './TaxIdStep.js';
import { TAX_ID_TOKEN, taxIdStub } from './testing/TaxIdFrameStub.js';

vi.mock('./TaxIdFrame.js', () => import('./testing/TaxIdFrameStub.js'));

let model: CheckoutModel | undefined;
afterEach(() => {
  model?.dispose();
  taxIdStub.failure = null;
  taxIdStub.calls = 0;
});

const withTaxId = () => session({ checks: checks({ phone: false, taxId: true }) });

async function atTaxId() {
  const made = await loadedModel({ session: withTaxId() });
  model = made.model;
  await model.next();
  render(<TaxIdStep model={model} />);
  return made;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

describe('TaxIdStep', () => {
  it('asks a US buyer for the SSN in the service frame', async () => {
    await atTaxId();
    expect(model?.step.value).toBe('taxId');
    expect(screen.getByRole('heading', { level: 2, name: 'Social Security number' })).toBeTruthy();
    expect(screen.getByTitle('Social Security number').tagName).toBe('IFRAME');
  });

  it('is skipped for a buyer outside the US', async () => {
    const made = await loadedModel({ session: withTaxId() });
    model = made.model;
    model.form.setField('countryCode', 'GB');
    model.form.setField('postalCode', 'SW1A 1AA');
    model.form.setField('regionCode', 'LND');
    await model.next();
    expect(model.step.value).toBe('payment');
  });

  it('keeps only the token and shows the number masked, with Change to type it again', async () => {
    await atTaxId();
    submit();
    await waitFor(() => expect(model?.step.value).toBe('payment'));
    model?.back();
    expect(model?.step.value).toBe('taxId');
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(screen.getByText('•••-••-6789')).toBeTruthy();
    expect(screen.queryByTitle('Social Security number')).toBeNull();
    // Going on again needs no second token.
    submit();
    await waitFor(() => expect(model?.step.value).toBe('payment'));
    expect(taxIdStub.calls).toBe(1);
    model?.back();
    await screen.findByRole('button', { name: 'Continue to payment' });
    fireEvent.click(screen.getByRole('button', { name: 'Change the number' }));
    expect(screen.getByTitle('Social Security number')).toBeTruthy();
  });

  it('leaves a refused number to the frame and stays on the step', async () => {
    taxIdStub.failure = new NftCheckoutError('VALIDATION', 'Check the Social Security number.');
    await atTaxId();
    submit();
    await waitFor(() => expect(taxIdStub.calls).toBe(1));
    expect(model?.step.value).toBe('taxId');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failure of the service in an alert', async () => {
    taxIdStub.failure = new NftCheckoutError('SERVER', 'The service failed.');
    await atTaxId();
    submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(model?.step.value).toBe('taxId');
  });

  it('sends the token with the confirm of a US buyer, never the number', async () => {
    const { service } = await atTaxId();
    submit();
    await waitFor(() => expect(model?.step.value).toBe('payment'));
    const card = fakeCard();
    paymentOf(model!).models.card.setHandle(card);
    await model?.next();
    await waitFor(() => expect(model?.step.value).toBe('review'));
    await model?.pay();
    const body = service.callsTo('POST', '/checkout/confirm')[0]?.body as Record<string, unknown>;
    expect(body.taxIdToken).toBe(TAX_ID_TOKEN.taxIdToken);
  });
});
