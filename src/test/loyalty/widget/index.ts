// Test-only: a step with a frame and a service endpoint, made by the recipe of
// docs/architecture.md ("Adding a step"): this folder, one line in a flow list, and its routes
// given to the sandbox (src/checkout/integration/stepRecipe.test.tsx).
import type { StepDescriptor } from '../../../checkout/steps/descriptor.js';
import type { LoyaltyModel } from './model.js';

export const loyalty: StepDescriptor<LoyaltyModel> = {
  id: 'loyalty',
  continueLabel: 'Continue to the loyalty card',
  needed: () => true,
  model: () => import('./stepModel.js'),
  leave: (model) => model.submit(),
  complete: (model) => model.token.value !== null,
  load: () => import('./view.js'),
};
