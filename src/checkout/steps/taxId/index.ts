import { strings } from '../../strings.js';
import type { StepDescriptor } from '../flow.js';

/** The buyer's tax id (SSN), for buyers in the countries the service asks it of (the US). */
export const taxId: StepDescriptor = {
  id: 'taxId',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToTaxId;
  },
  needed: (session, _order, buyer) =>
    session.checks.taxId.countries.includes(buyer.values.countryCode),
  leave: (checkout) => checkout.taxId.submit(),
  complete: (checkout) => checkout.taxId.token.value !== null,
  load: () => import('./view.js'),
};
