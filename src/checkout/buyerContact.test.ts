import { describe, expect, it } from 'vitest';
import { createFormModel } from '../slices/details/widget/model.js';
import { fillEmptyFields } from './buyerContact.js';
import { NOW } from './testing/setup.js';

const PAYER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: 'grace@example.com',
  phone: '+1 990 555 0199',
};

function form(prefill: Parameters<ReturnType<typeof createFormModel>['prefill']>[0]) {
  const made = createFormModel(() => NOW);
  made.prefill(prefill, 'US');
  return made;
}

describe("a payment method's contact details in the buyer form", () => {
  it('fill the empty fields', () => {
    const made = form(undefined);
    fillEmptyFields(made, PAYER);
    expect(made.values.value).toMatchObject(PAYER);
    // What the wallet does not send stays empty, for the form to ask.
    expect(made.values.value.street1).toBe('');
  });

  it("keep what is filled, the merchant's prefill and the buyer's own typing alike", () => {
    const made = form({ firstName: 'Ada', lastName: 'Lovelace' });
    made.setField('emailAddress', 'ada@typed.example');
    made.setField('phone', '   ');
    fillEmptyFields(made, PAYER);
    expect(made.values.value).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@typed.example',
      // Blank counts as empty.
      phone: PAYER.phone,
    });
  });

  it('skip what the method left out, and clear the error of a field they fill', () => {
    const made = form(undefined);
    made.validateAll();
    expect(made.errors.value.emailAddress).toBeTruthy();
    fillEmptyFields(made, { emailAddress: PAYER.emailAddress, phone: undefined });
    expect(made.errors.value.emailAddress).toBeUndefined();
    expect(made.errors.value.phone).toBeTruthy();
    expect(made.summary.value.map((item) => item.field)).not.toContain('emailAddress');
  });

  it('count as typed: a later prefill (the element mounting again) keeps them', () => {
    const made = form(undefined);
    fillEmptyFields(made, PAYER);
    made.prefill({ firstName: 'Other' }, 'US');
    expect(made.values.value.firstName).toBe('Grace');
  });
});
