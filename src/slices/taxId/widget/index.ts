import type { StepDescriptor } from '../../../checkout/steps/descriptor.js';
import { strings } from '../../../checkout/strings.js';
import type { TaxIdModel } from './model.js';

/** The buyer's tax id (SSN), for buyers in the countries the service asks it of (the US). */
export const taxId: StepDescriptor<TaxIdModel> = {
  id: 'taxId',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToTaxId;
  },
  needed: (session, _order, buyer) =>
    session.checks.taxId.countries.includes(buyer.values.countryCode),
  model: () => import('./stepModel.js'),
  leave: (model) => model.submit(),
  complete: (model) => model.token.value !== null,
  // Confirm sends the token when the session asks the buyer's country for a tax id.
  facts: (model, session, buyer) => {
    const kept = model.token.value;
    const asked = session.checks.taxId.countries.includes(buyer.address.countryCode);
    return asked && kept ? { taxIdToken: kept.taxIdToken } : {};
  },
  load: () => import('./view.js'),
};
