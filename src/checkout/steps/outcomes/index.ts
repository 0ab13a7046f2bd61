import type { ComponentType } from 'preact';
import type { CheckoutModel } from '../../model.js';
import type { OutcomeStep } from '../screen.js';

export interface OutcomesModule {
  View: ComponentType<{ model: CheckoutModel; step: OutcomeStep }>;
}

/** Every outcome screen in one chunk: processing, processed, complete, declined, and the rest. */
export const outcomes = {
  part: 'outcome screens',
  load: (): Promise<OutcomesModule> => import('./view.js'),
};
