import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { behaviourSnapshot } from '../../../checkout/behaviourSnapshot.js';
import type { CheckoutModel } from '../../../checkout/model.js';
import { session } from '../../../checkout/testing/fakeService.js';
import { loadedModel } from '../../../checkout/testing/setup.js';
import { BuyerForm } from './BuyerForm.js';

const LABELS = [
  'First name',
  'Last name',
  'Date of birth',
  'Email',
  'Phone',
  'Street address',
  'Apartment, suite (optional)',
  'City',
  'State / region',
  'Postal code',
  'Country',
];

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

describe('BuyerForm', () => {
  it('labels every field and prefills from identityPrefill', async () => {
    ({ model } = await loadedModel());
    render(<BuyerForm model={model} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeTruthy();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).type).toBe('date');
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('US');
    // The whole list comes a task after the first render.
    await waitFor(() =>
      expect([...country.options].some((o) => o.value === 'FR' && o.text === 'France')).toBe(true),
    );
  });

  it('draws the chosen country first and every country a task later, or once the buyer reaches for it', async () => {
    ({ model } = await loadedModel());
    render(<BuyerForm model={model} />);
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect([...country.options].map((o) => o.value)).toEqual(['', 'US']);
    expect(country.value).toBe('US');
    fireEvent.focus(country);
    expect(country.options.length).toBeGreaterThan(200);
    expect(country.value).toBe('US');
  });

  it('shows errors tied to their fields, and a summary that takes focus and links to them', async () => {
    ({ model } = await loadedModel({ session: session({ identityPrefill: undefined }) }));
    render(<BuyerForm model={model} />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    const first = screen.getByLabelText('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const link = screen.getByRole('link', { name: 'Enter your first name.' });
    expect(summary.contains(link)).toBe(true);
    fireEvent.click(link);
    expect(document.activeElement).toBe(first);
    const email = screen.getByLabelText('Email');
    const errorId = email.getAttribute('aria-describedby');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByLabelText('Apartment, suite (optional)').hasAttribute('aria-invalid')).toBe(
      false,
    );
    expect(model.step.value).toBe('details');
  });

  it('hints the postal code of the chosen country', async () => {
    ({ model } = await loadedModel());
    render(<BuyerForm model={model} />);
    const postalCode = screen.getByLabelText('Postal code');
    const hint = () => document.getElementById(`${postalCode.id}-hint`)?.textContent;
    expect(hint()).toBe('5 digits, like 94103');
    fireEvent.focus(screen.getByLabelText('Country'));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    expect(hint()).toBe('Like K1A 0B1');
  });

  it('checks a field when the buyer leaves it, and clears the error once fixed', async () => {
    ({ model } = await loadedModel());
    render(<BuyerForm model={model} />);
    const phone = screen.getByLabelText('Phone');
    fireEvent.input(phone, { target: { value: '555' } });
    fireEvent.blur(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(phone, { target: { value: '+1 555 010 0100' } });
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
  });

  it('leaves the check to the submit when focus goes to its button, so the button stays put', async () => {
    // An error shown on leaving the field would push the button down between the press and the
    // release of the pointer, and the click would miss it.
    ({ model } = await loadedModel());
    render(<BuyerForm model={model} />);
    const postalCode = screen.getByLabelText('Postal code');
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    fireEvent.input(postalCode, { target: { value: '9410' } });
    fireEvent.blur(postalCode, { relatedTarget: submit });
    expect(postalCode.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(submit);
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(postalCode, { relatedTarget: screen.getByLabelText('Country') });
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
  });

  it('moves on to payment with valid details', async () => {
    ({ model } = await loadedModel());
    render(<BuyerForm model={model} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(model.step.value).toBe('payment');
  });

  it('counts a paste without keeping what was pasted', async () => {
    ({ model } = await loadedModel());
    render(<BuyerForm model={model} />);
    const email = screen.getByLabelText('Email');
    fireEvent.focus(email);
    fireEvent.paste(email);
    fireEvent.blur(email);
    const field = behaviourSnapshot(model.behaviour).fields?.find((f) => f.name === 'emailAddress');
    expect(field?.numCopyPasteEvents).toBe(1);
    expect(field?.isLTM).toBe(true);
  });
});
