import type { PaymentMethodDescriptor } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { isCardType } from '../api/cardTypes.js';
import { type CardMethodModel, CardModel } from './model.js';

/** Cards of every type the session enables, typed in the service's frame. */
export const card: PaymentMethodDescriptor<'card', CardMethodModel> = {
  id: 'card',
  get label() {
    return purchaseStrings.methods.card;
  },
  offered: (enabled) => enabled.some(isCardType),
  covers: isCardType,
  create: (context) => new CardModel(context),
  load: () => import('./CardView.js'),
};
