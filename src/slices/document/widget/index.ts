import type { StepDescriptor } from '../../../checkout/steps/descriptor.js';
import { strings } from '../../../checkout/strings.js';
import type { IdentityModel } from './model.js';

/**
 * An identity document and a selfie, when the service asks for them: it assesses the buyer's
 * details as they continue towards payment (`prepare`), and the step shows until the document
 * is verified.
 */
export const identityDocument: StepDescriptor<IdentityModel> = {
  id: 'document',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToDocument;
  },
  needed: (_session, order) =>
    order?.identity?.required === true && order.identity.status !== 'verified',
  model: () => import('./stepModel.js'),
  prepares: (session) => session.checks.identity.enabled,
  prepare: (model) => model.assess(),
  leave: (model) => model.submit(),
  complete: (model) => model.view.value === 'verified',
  // A document may be asked for once the details are in, before the flow holds this step.
  prefetches: (session) => session.checks.identity.enabled,
  load: () => import('./view.js'),
};
