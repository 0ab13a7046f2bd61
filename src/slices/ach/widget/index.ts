import type { PaymentMethodDescriptor } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { type AchMethodModel, AchModel } from './model.js';

/** A US bank account (ACH), linked with the bank's login. */
export const ach: PaymentMethodDescriptor<'ach', AchMethodModel> = {
  id: 'ach',
  get label() {
    return purchaseStrings.methods.ach;
  },
  offered: (enabled) => enabled.includes('ach'),
  covers: (type) => type === 'ach',
  create: (context) => new AchModel(context),
  load: () => import('./AchView.js'),
};
