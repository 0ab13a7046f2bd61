import type { StepModelContext } from '../../../checkout/steps/stepModel.js';
import { LoyaltyModel } from './model.js';

export function createStepModel(context: StepModelContext): LoyaltyModel {
  return new LoyaltyModel(context.report);
}
