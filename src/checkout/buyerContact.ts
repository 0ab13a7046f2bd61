import { batch } from '@preact/signals';
import type { FormModel } from '../slices/details/widget/model.js';
import type { BuyerContact, BuyerField } from './buyerForm.js';

/**
 * Fills the buyer form's empty fields from contact details a payment method got (a wallet's
 * payer). A field already filled, by the buyer or the merchant's prefill, keeps its value and
 * nothing is said of a difference (docs/decisions.md, "A wallet's payer fills only the empty
 * fields"). Filled fields count as typed: a later prefill (a remount) leaves them be.
 */
export function fillEmptyFields(form: FormModel, contact: BuyerContact): void {
  batch(() => {
    for (const [field, value] of Object.entries(contact) as [BuyerField, string][]) {
      if (value && !form.values.peek()[field].trim()) form.setField(field, value);
    }
  });
}
