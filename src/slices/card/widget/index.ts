import type { PaymentMethodDescriptor } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { CARD_TYPES, type CardMethodModel, CardModel } from './model.js';

/** Cards of every type the session enables, typed in the service's frame. */
export const card: PaymentMethodDescriptor<'card', CardMethodModel> = {
  id: 'card',
  get label() {
    return purchaseStrings.methods.card;
  },
  offered: (enabled) => enabled.some((type) => CARD_TYPES.includes(type)),
  covers: (type) => CARD_TYPES.includes(type),
  create: (context) => new CardModel(context),
  load: () => import('./CardView.js'),
};
