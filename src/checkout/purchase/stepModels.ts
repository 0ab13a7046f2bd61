import type { AnyStep } from '../steps/descriptor.js';
import type { StepModelModules } from '../steps/loadStepModels.js';
import type { StepModelContext, StepModelHooks } from '../steps/stepModel.js';

/** The models of the steps that have one, by step id, in the flow's order. */
export function createStepModels(
  steps: readonly AnyStep[],
  modules: StepModelModules,
  context: StepModelContext,
): ReadonlyMap<string, StepModelHooks> {
  const models = new Map<string, StepModelHooks>();
  for (const step of steps) {
    const module = modules.get(step.id);
    if (module) models.set(step.id, module.createStepModel(context) as StepModelHooks);
  }
  return models;
}

/** The first answer that is not empty, in order. */
export function firstOf<T, R>(items: Iterable<T>, read: (item: T) => R | null | undefined) {
  for (const item of items) {
    const found = read(item);
    if (found !== null && found !== undefined) return found;
  }
  return null;
}

export function someOf<T>(items: ReadonlyMap<string, T>, test: (item: T) => boolean): boolean {
  for (const item of items.values()) if (test(item)) return true;
  return false;
}
