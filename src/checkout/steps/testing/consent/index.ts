// Test-only: a step made by the recipe of docs/architecture.md ("Adding a step"): this folder,
// and one line in a flow list (steps/recipe.test.tsx).
import type { StepDescriptor } from '../../descriptor.js';
import type { ConsentModel } from './model.js';

export const consent: StepDescriptor<ConsentModel> = {
  id: 'consent',
  continueLabel: 'Continue to the terms',
  needed: () => true,
  model: () => import('./stepModel.js'),
  leave: (model) => model.submit(),
  complete: (model) => model.agreed.value,
  load: () => import('./view.js'),
};
