import { loadChunk } from '../chunks/loadChunk.js';
import type { AnyStep } from './descriptor.js';
import type { StepModelModule } from './stepModel.js';

/** Each step's model module, by step id, loaded before the purchase starts. */
export type StepModelModules = ReadonlyMap<string, StepModelModule<unknown>>;

/**
 * Loads the model module of every step that has one (each a chunk), by step id, alongside the
 * purchase's chunk. A failure is the chunk loader's NETWORK error, retryable.
 */
export async function loadStepModels(steps: readonly AnyStep[]): Promise<StepModelModules> {
  const loaded = await Promise.all(
    steps.map(async (step) => {
      const load = step.model;
      return [step.id, load && (await loadChunk(`${step.id} step model`, load))] as const;
    }),
  );
  return new Map(loaded.filter((entry): entry is [string, StepModelModule<unknown>] => !!entry[1]));
}
