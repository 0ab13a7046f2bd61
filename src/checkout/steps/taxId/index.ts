import { strings } from '../../strings.js';
import type { StepDescriptor } from '../flow.js';

/** The buyer's tax id (SSN), for buyers in the countries the service asks it of (the US). */
export const taxId: StepDescriptor = {
  id: 'taxId',
  continueLabel: strings.buttons.continueToTaxId,
  needed: (session, _order, buyer) =>
    session.checks.taxId.countries.includes(buyer.values.countryCode),
  leave: (checkout) => checkout.taxId.submit(),
  load: () => import('./view.js'),
};
