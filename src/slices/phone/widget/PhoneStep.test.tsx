import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutModel } from '../../../checkout/model.js';
import { checks, json, session } from '../../../checkout/testing/fakeService.js';
import { loadedModel } from '../../../checkout/testing/setup.js';
import { PhoneStep } from './PhoneStep.js';

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

/** The prefilled buyer (+1 991 234 5678, a US address) with the phone check and no tax id. */
async function atPhone(verifiedPhone?: string) {
  const made = await loadedModel({
    session: session({ checks: checks({ phone: true, taxId: false, verifiedPhone }) }),
  });
  model = made.model;
  await model.next();
  render(<PhoneStep model={model} />);
  return made;
}

const codeField = () => screen.getByLabelText(/Code from the text message/);
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send code|new code/i }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
/** The message under the code field (the error summary repeats it after a Continue). */
const codeError = (text: RegExp | string) =>
  waitFor(() =>
    expect(document.getElementById('nftc-verify-code-error')?.textContent).toMatch(text),
  );

describe('PhoneStep', () => {
  it('follows the details when the phone is not verified, with the phone to confirm', async () => {
    await atPhone();
    expect(model?.step.value).toBe('phone');
    expect(screen.getByRole('heading', { level: 2, name: 'Verify your phone' })).toBeTruthy();
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe(
      '+1 991 234 5678',
    );
    const code = codeField() as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
  });

  it('is skipped for a returning buyer whose phone the service remembers', async () => {
    const made = await loadedModel({
      session: session({
        checks: checks({ phone: true, taxId: false, verifiedPhone: '+19912345678' }),
      }),
    });
    model = made.model;
    await model.next();
    expect(model.step.value).toBe('payment');
  });

  it('sends a code, takes a pasted code with spaces, verifies and goes on', async () => {
    const { service } = await atPhone();
    send();
    expect(await screen.findByText(/We sent a code to \+1 991 234 5678/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/We sent a code/);
    fireEvent.input(codeField(), { target: { value: '234 567 8' } });
    expect((codeField() as HTMLInputElement).value).toBe('234567');
    fireEvent.input(codeField(), { target: { value: '345-678' } });
    submit();
    await waitFor(() => expect(model?.step.value).toBe('payment'));
    expect(service.callsTo('POST', '/checkout/phone/verify')[0]?.body).toEqual({
      phone: '+1 991 234 5678',
      code: '345678',
    });
  });

  it('says how many tries are left after a wrong code, and locks after five', async () => {
    await atPhone();
    send();
    await screen.findByText(/We sent a code/);
    for (let left = 4; left >= 1; left--) {
      fireEvent.input(codeField(), { target: { value: '000000' } });
      submit();
      const tries = left === 1 ? '1 try left' : `${left} tries left`;
      await codeError(new RegExp(`not right.*${tries}`));
    }
    fireEvent.input(codeField(), { target: { value: '000000' } });
    submit();
    await codeError(/Too many wrong codes: this phone is locked until/);
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(model?.step.value).toBe('phone');
  });

  it('after a wrong code, focuses and announces the error summary, whose link leads to the code', async () => {
    await atPhone();
    send();
    await screen.findByText(/We sent a code/);
    fireEvent.input(codeField(), { target: { value: '000000' } });
    screen.getByRole('button', { name: 'Continue to payment' }).focus();
    submit();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    // The alert is the live region: its words are what is announced.
    expect(summary.textContent).toMatch(/not right.*4 tries left/);
    expect(document.activeElement).toBe(summary);
    fireEvent.click(screen.getByRole('link', { name: /not right/ }));
    expect(document.activeElement).toBe(codeField());
    // A second wrong code: focus goes back to the summary, which is announced again.
    fireEvent.input(codeField(), { target: { value: '111111' } });
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/3 tries left/));
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
  });

  it('asks for a new code when the code has expired', async () => {
    const { service } = await atPhone();
    service.route('POST /checkout/phone/verify', (call) =>
      json(200, { status: 'expired', phone: (call.body as { phone: string }).phone }),
    );
    send();
    await screen.findByText(/We sent a code/);
    fireEvent.input(codeField(), { target: { value: '345678' } });
    submit();
    expect(await screen.findByText(/This code has expired. Select Send a new code/)).toBeTruthy();
  });

  it('asks to send a code first, and for all six digits', async () => {
    const { service } = await atPhone();
    submit();
    await codeError(/Select Send code to get a code/);
    send();
    await screen.findByText(/We sent a code/);
    fireEvent.input(codeField(), { target: { value: '123' } });
    submit();
    await codeError('Enter all 6 digits of the code from the text message.');
    expect(service.callsTo('POST', '/checkout/phone/verify')).toHaveLength(0);
  });

  it('shows the resend cooldown as a countdown on the button', async () => {
    await atPhone();
    send();
    expect(await screen.findByRole('button', { name: 'New code in 30 s' })).toBeTruthy();
  });

  it('refuses a phone without a country code before sending anything', async () => {
    const { service } = await atPhone();
    fireEvent.input(screen.getByLabelText(/Phone number/), { target: { value: '555 0100' } });
    send();
    expect(await screen.findByText(/starts with \+ and the country code/)).toBeTruthy();
    expect(service.callsTo('POST', '/checkout/phone/code')).toHaveLength(0);
    // The edit reaches the buyer's details too.
    expect(model?.form.values.value.phone).toBe('555 0100');
  });

  it('takes a phone the service already knows as verified without a code', async () => {
    const { service } = await atPhone();
    service.route('POST /checkout/phone/code', (call) =>
      json(200, { status: 'verified', phone: (call.body as { phone: string }).phone }),
    );
    send();
    expect(await screen.findByText(/already verified/)).toBeTruthy();
    submit();
    await waitFor(() => expect(model?.step.value).toBe('payment'));
  });

  it('says a rate limit in words, without telling the host it failed', async () => {
    const { service } = await atPhone();
    const errors: unknown[] = [];
    model?.on('error', (e) => errors.push(e));
    service.route('POST /checkout/phone/code', () =>
      json(429, { code: 'RATE_LIMITED', message: 'Too many codes for this order.' }),
    );
    send();
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(errors).toEqual([]);
  });

  it('is not asked again for the verified phone, and is for a changed one', async () => {
    await atPhone();
    send();
    await screen.findByText(/We sent a code/);
    fireEvent.input(codeField(), { target: { value: '345678' } });
    submit();
    await waitFor(() => expect(model?.step.value).toBe('payment'));
    // Back from the payment skips the step: the phone is verified.
    model?.back();
    expect(model?.step.value).toBe('details');
    await model?.next();
    expect(model?.step.value).toBe('payment');
    model?.back();
    model?.form.setField('phone', '+1 991 000 0001');
    await model?.next();
    expect(model?.step.value).toBe('phone');
  });
});
