// Test-only: the model of the recipe's step (docs/architecture.md, "Adding a step").
import { action, createModel, signal } from '@preact/signals';
import type { OrderState } from '../../../../api/checkout.js';

/** The buyer ticks a box; Continue refuses until they have, saying how to fix it. */
export const ConsentModel = createModel(() => {
  const agreed = signal(false);
  const error = signal<string | null>(null);
  /** The order states the purchase handed this model (its `react` hook). */
  const seen = signal<readonly OrderState[]>([]);
  const disposed = signal(false);
  return {
    agreed,
    error,
    seen,
    disposed,
    setAgreed: action((value: boolean) => {
      agreed.value = value;
      if (value) error.value = null;
    }),
    submit: action((): boolean => {
      error.value = agreed.value ? null : 'Tick the box to agree to the terms, then continue.';
      return agreed.value;
    }),
    react: action((state: OrderState) => {
      seen.value = [...seen.value, state];
    }),
    dispose: action(() => {
      disposed.value = true;
    }),
  };
});

export type ConsentModel = InstanceType<typeof ConsentModel>;
