import type { StepDescriptor } from '../flow.js';
import * as view from './view.js';

/** The buyer's name, contact and address; every checkout starts here (the first screen). */
export const details: StepDescriptor = {
  id: 'details',
  continueLabel: '',
  needed: () => true,
  leave: (checkout) => checkout.form.validateAll(),
  complete: (checkout) => checkout.form.complete.value,
  // The first screen: part of the script itself, not a chunk.
  module: view,
  load: () => Promise.resolve(view),
};
