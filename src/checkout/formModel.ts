import { signal } from '@preact/signals';
import type { IdentityPrefill } from '../api/clientTokens.js';
import {
  type BuyerField,
  type BuyerValues,
  type FieldErrors,
  validateBuyer,
  validateField,
  valuesFromPrefill,
} from './buyerForm.js';

/** The buyer details form: values prefilled from identityPrefill, errors per field. */
export function createFormModel(now: () => number) {
  const values = signal<BuyerValues>(valuesFromPrefill(undefined));
  const errors = signal<FieldErrors>({});

  function checkField(field: BuyerField) {
    const error = validateField(field, values.value[field], values.value, new Date(now()));
    const next = { ...errors.value };
    if (error) next[field] = error;
    else delete next[field];
    errors.value = next;
  }

  return {
    values,
    errors,
    prefill(prefill: IdentityPrefill | undefined, country: string | undefined) {
      values.value = valuesFromPrefill(prefill, country);
      errors.value = {};
    },
    setField(field: BuyerField, value: string) {
      values.value = { ...values.value, [field]: value };
      // A field already shown as wrong is checked again, so its error clears once fixed.
      if (errors.value[field]) checkField(field);
    },
    /** On leaving a field: show its error (an empty optional field has none). */
    checkField,
    /** Checks every field; true when the form can be submitted. */
    validateAll(): boolean {
      errors.value = validateBuyer(values.value, new Date(now()));
      return Object.keys(errors.value).length === 0;
    },
  };
}

export type FormModel = ReturnType<typeof createFormModel>;
