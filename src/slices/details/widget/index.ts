import type { StepDescriptor } from '../../../checkout/steps/descriptor.js';
import type { FormModel } from './model.js';
import * as view from './view.js';

/**
 * The buyer's name, contact and address; every checkout starts here (the first screen). Its
 * model is the buyer form, the first screen's own.
 */
export const details: StepDescriptor<FormModel> = {
  id: 'details',
  continueLabel: '',
  needed: () => true,
  leave: (form) => form.validateAll(),
  complete: (form) => form.complete.value,
  // The first screen: part of the script itself, not a chunk.
  module: view,
  load: () => Promise.resolve(view),
};
