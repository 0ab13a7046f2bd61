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
} from '../../../checkout/buyerForm.js';

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
  /** Fields the buyer has typed in: a prefill that arrives later leaves them as they are. */
  const edited = new Set<BuyerField>();
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
    /** Every field holds a valid value (shown errors or not): Continue would pass. */
    complete: computed(
      () => Object.keys(validateBuyer(values.value, new Date(now()))).length === 0,
    ),
    failedSubmits,
    summary,
    /**
     * Fills the form from the session's identityPrefill (and the locale's country). The form
     * shows while the session is on its way, so a field the buyer has typed in keeps its value
     * and its error; every other field takes the prefill.
     */
    prefill: action((prefill: IdentityPrefill | undefined, country: string | undefined) => {
      const filled = valuesFromPrefill(prefill, country);
      for (const field of edited) filled[field] = values.value[field];
      values.value = filled;
      const kept: FieldErrors = {};
      for (const field of edited) {
        const error = errors.value[field];
        if (error) kept[field] = error;
      }
      errors.value = kept;
      submitted.value = submitted.value.filter((field) => edited.has(field));
    }),
    setField: action((field: BuyerField, value: string) => {
      edited.add(field);
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
