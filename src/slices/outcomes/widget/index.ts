import type { ComponentType } from 'preact';
import type { OutcomeStep } from '../../../checkout/steps/screen.js';
import type { ViewModel } from '../../../checkout/viewModel.js';

export interface OutcomesModule {
  View: ComponentType<{ model: ViewModel; step: OutcomeStep }>;
}

/** Every outcome screen in one chunk: processing, processed, complete, declined, and the rest. */
export const outcomes = {
  part: 'outcome screens',
  load: (): Promise<OutcomesModule> => import('./view.js'),
};
