import type { ComponentType } from 'preact';
import type { ViewModel } from '../../viewModel.js';
import type { OutcomeStep } from '../screen.js';

export interface OutcomesModule {
  View: ComponentType<{ model: ViewModel; step: OutcomeStep }>;
}

/** Every outcome screen in one chunk: processing, processed, complete, declined, and the rest. */
export const outcomes = {
  part: 'outcome screens',
  load: (): Promise<OutcomesModule> => import('./view.js'),
};
