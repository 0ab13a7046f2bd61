// Test-only: how the purchase makes the recipe step's model.
import type { StepModelContext } from '../../stepModel.js';
import { ConsentModel } from './model.js';

export function createStepModel(_context: StepModelContext): ConsentModel {
  return new ConsentModel();
}
