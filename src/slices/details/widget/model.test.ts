import { describe, expect, it } from 'vitest';
import { session } from '../../../checkout/testing/fixtures.js';
import { createFormModel } from './model.js';

const NOW = new Date(2026, 10, 22).getTime();
const PREFILL = session().identityPrefill;

function filledForm() {
  const form = createFormModel(() => NOW);
  form.prefill(PREFILL, undefined);
  return form;
}

describe('form model: the error summary', () => {
  it('lists the fields a failed submit found wrong, in form order, with their own messages', () => {
    const form = filledForm();
    form.setField('postalCode', '9410');
    form.setField('firstName', '');
    expect(form.validateAll()).toBe(false);
    expect(form.failedSubmits.value).toBe(1);
    expect(form.summary.value).toEqual([
      { field: 'firstName', message: form.errors.value.firstName },
      { field: 'postalCode', message: form.errors.value.postalCode },
    ]);
  });

  it('drops a fixed field and does not add fields checked after the submit', () => {
    const form = filledForm();
    form.setField('firstName', '');
    form.setField('postalCode', '9410');
    form.validateAll();
    form.setField('firstName', 'Grace');
    form.setField('city', '');
    form.checkField('city');
    expect(form.errors.value.city).toBeTruthy();
    expect(form.summary.value.map((item) => item.field)).toEqual(['postalCode']);
  });

  it('clears the summary on a successful submit and counts failed submits only', () => {
    const form = filledForm();
    form.setField('firstName', '');
    form.validateAll();
    form.validateAll();
    expect(form.failedSubmits.value).toBe(2);
    form.setField('firstName', 'Ada');
    expect(form.validateAll()).toBe(true);
    expect(form.summary.value).toEqual([]);
    expect(form.failedSubmits.value).toBe(2);
  });

  it('checks a shown postal code error again when the country changes', () => {
    const form = filledForm();
    form.setField('postalCode', 'K1A 0B1');
    form.checkField('postalCode');
    expect(form.errors.value.postalCode).toMatch(/5 digits, like 94103/);
    form.setField('countryCode', 'CA');
    expect(form.errors.value.postalCode).toBeUndefined();
    form.setField('postalCode', '123');
    form.checkField('postalCode');
    expect(form.errors.value.postalCode).toMatch(/like K1A 0B1/);
    form.setField('countryCode', 'GB');
    expect(form.errors.value.postalCode).toMatch(/like SW1A 1AA/);
  });
});
