import { action, computed, createModel, signal } from '@preact/signals';
import type { IdentityPrefill } from '../../../api/clientTokens.js';
import {
  BUYER_FIELDS,
  type BuyerField,
  type BuyerValues,
  DEPENDENT_FIELDS,
  type FieldErrors,
  validateBuyer,
  validateField,
  valuesFromPrefill,
} from '../../buyerForm.js';

export interface SummaryItem {
  field: BuyerField;
  message: string;
}

/** The buyer details form: values prefilled from identityPrefill, errors per field. */
export const FormModel = createModel((now: () => number) => {
  const values = signal<BuyerValues>(valuesFromPrefill(undefined));
  const errors = signal<FieldErrors>({});
  /** Fields the last failed submit found wrong; empty after a successful one. */
  const submitted = signal<readonly BuyerField[]>([]);
  /** Failed submits so far: the view moves focus to the error summary on each. */
  const failedSubmits = signal(0);
  /**
   * The error summary: the fields of the last failed submit that are still wrong, in form order,
   * each with its current message (the same words as beside the field). A field found wrong
   * later, on leaving it, is shown beside the field only.
   */
  const summary = computed<SummaryItem[]>(() =>
    submitted.value.flatMap((field) => {
      const message = errors.value[field];
      return message ? [{ field, message }] : [];
    }),
  );

  const checkField = action((field: BuyerField) => {
    const error = validateField(field, values.value[field], values.value, new Date(now()));
    const next = { ...errors.value };
    if (error) next[field] = error;
    else delete next[field];
    errors.value = next;
  });

  return {
    values,
    errors,
    failedSubmits,
    summary,
    prefill: action((prefill: IdentityPrefill | undefined, country: string | undefined) => {
      values.value = valuesFromPrefill(prefill, country);
      errors.value = {};
      submitted.value = [];
    }),
    setField: action((field: BuyerField, value: string) => {
      values.value = { ...values.value, [field]: value };
      // A field already shown as wrong is checked again, so its error clears once fixed; so is
      // one whose rule reads this field (the postal code follows the country).
      for (const checked of [field, ...(DEPENDENT_FIELDS[field] ?? [])]) {
        if (errors.value[checked]) checkField(checked);
      }
    }),
    /** On leaving a field: show its error (an empty optional field has none). */
    checkField,
    /** Checks every field; true when the form can be submitted. */
    validateAll: action((): boolean => {
      const found = validateBuyer(values.value, new Date(now()));
      errors.value = found;
      const wrong = BUYER_FIELDS.filter((field) => found[field]);
      submitted.value = wrong;
      if (wrong.length > 0) failedSubmits.value++;
      return wrong.length === 0;
    }),
  };
});

export type FormModel = InstanceType<typeof FormModel>;

/** The form model on the given clock (the service's, once it has told its time). */
export function createFormModel(now: () => number): FormModel {
  return new FormModel(now);
}
