import { computed, type ReadonlySignal } from '@preact/signals';
import type { OrderState } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import type { OrderStatus } from '../api/orders.js';
import type { purchaseReads } from './purchaseReads.js';
import type { Flow } from './steps/flow.js';
import { type Step, stepFor } from './steps/screen.js';

export interface StepOnScreenParts {
  fatal: ReadonlySignal<NftCheckoutError | null>;
  orderState: ReadonlySignal<OrderState | null>;
  status: ReadonlySignal<OrderStatus>;
  flow: Flow;
  reads: Pick<ReturnType<typeof purchaseReads>, 'retrying' | 'time'>;
}

/** What the checkout shows now (`step`), and whether that is a step of the flow (`onForm`). */
export function stepOnScreen({ fatal, orderState, status, flow, reads }: StepOnScreenParts) {
  const step = computed<Step>(() =>
    stepFor({
      fatalCode: fatal.value?.code,
      loaded: orderState.value !== null,
      early: flow.current.value?.module !== undefined,
      status: status.value,
      retrying: reads.retrying.value,
      timeUp: reads.time.value?.timeUp.value ?? false,
      formStep: flow.id.value,
    }),
  );
  /** A step of the flow is on screen (the order can be paid). */
  const onForm = computed(() => step.value === flow.id.value);
  return { step, onForm };
}
