import { computed, type ReadonlySignal } from '@preact/signals';
import type { PurchaseApi as Purchase } from './purchase/purchaseApi.js';

/**
 * What the first screen shows of the purchase, read through its signal: null (or false) until
 * the purchase's chunk has loaded, then the purchase's own.
 */
export function purchaseReads(purchase: ReadonlySignal<Purchase | null>) {
  const time = computed(() => purchase.value?.time ?? null);
  return {
    /** The payment the review shows and Pay confirms, once quoted. */
    quoted: computed(() => purchase.value?.quoted.value ?? null),
    /** A later step's preparation that Continue started (the identity assessment), and its failure. */
    preparing: computed(() => purchase.value?.preparing.value ?? false),
    prepareError: computed(() => purchase.value?.prepareError.value ?? null),
    /** The time to pay (null until the purchase has loaded). */
    time,
    secondsLeft: computed(() => time.value?.secondsLeft.value ?? null),
    /** Updates have not reached the checkout for a while (shown and announced). */
    connectionLost: computed(() => purchase.value?.connectionLost.value ?? false),
    retrying: computed(() => purchase.value?.retrying.value ?? false),
  };
}
