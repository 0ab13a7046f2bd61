import { strings } from '../../strings.js';
import type { StepDescriptor } from '../flow.js';

/**
 * An identity document and a selfie, when the service asks for them: it assesses the buyer's
 * details as they continue towards payment (`prepare`), and the step shows until the document
 * is verified.
 */
export const identityDocument: StepDescriptor = {
  id: 'document',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToDocument;
  },
  needed: (_session, order) =>
    order?.identity?.required === true && order.identity.status !== 'verified',
  prepares: (session) => session.checks.identity.enabled,
  prepare: (checkout) => checkout.identity.assess(),
  leave: (checkout) => checkout.identity.submit(),
  complete: (checkout) => checkout.identity.view.value === 'verified',
  load: () => import('./view.js'),
};
