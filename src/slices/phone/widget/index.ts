import { normalisePhone } from '../../../api/formats.js';
import type { StepDescriptor } from '../../../checkout/steps/descriptor.js';
import { strings } from '../../../checkout/strings.js';
import type { PhoneModel } from './model.js';
import { isPhoneVerified } from './verifiedPhone.js';

/**
 * The buyer's phone, verified by a one-time code, when the service asks for it (a phone it has
 * not verified for this merchant lately: a returning buyer's is, and skips this step).
 */
export const phone: StepDescriptor<PhoneModel> = {
  id: 'phone',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToPhone;
  },
  needed: (session, _order, buyer) =>
    session.checks.phone.required &&
    !isPhoneVerified(session, buyer.verified, normalisePhone(buyer.values.phone)),
  model: () => import('./stepModel.js'),
  leave: (model) => model.submit(),
  complete: (model) => model.verified.value,
  load: () => import('./view.js'),
};
