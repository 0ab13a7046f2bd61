import type { StepModelContext } from '../../../checkout/steps/stepModel.js';
import { TaxIdModel } from './model.js';

/** The tax-id step's model: the token the service's frame hands back. */
export function createStepModel(context: StepModelContext): TaxIdModel {
  return new TaxIdModel({ report: context.report });
}
