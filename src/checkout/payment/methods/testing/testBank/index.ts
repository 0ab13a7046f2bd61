// Test-only: a payment method made by the recipe of docs/architecture.md ("Adding a payment
// method"): this folder, and one line in a method list (payment/methods/recipe.test.tsx).
import type { PaymentMethodDescriptor } from '../../types.js';
import { TestBankModel } from './model.js';

/** The sandbox's test bank account, linked in one press: an ACH payment like `ach`'s. */
export const testBank: PaymentMethodDescriptor<'testBank', TestBankModel> = {
  id: 'testBank',
  label: 'Test bank account',
  offered: (enabled) => enabled.includes('ach'),
  // The session's default type preselects the registry's own method, not this one.
  covers: () => false,
  create: (context) => new TestBankModel(context),
  load: () => import('./view.js'),
};
