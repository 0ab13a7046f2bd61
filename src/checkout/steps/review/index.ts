import { strings } from '../../strings.js';
import type { StepDescriptor } from '../flow.js';

/** The service's quote and the one Pay button: the last step of every flow. */
export const review: StepDescriptor = {
  id: 'review',
  continueLabel: strings.buttons.continueToReview,
  needed: () => true,
  load: () => import('./view.js'),
};
