import { useLayoutEffect, useState } from 'preact/hooks';
import type { NftCheckoutError } from '../../../api/errors.js';
import { asCheckoutError } from '../../serviceMessages.js';
import type { ViewModel } from '../../viewModel.js';

export interface PurchaseState {
  /** The purchase could not load (the buyer may try again). */
  error: NftCheckoutError | undefined;
  retry(): void;
}

/**
 * For a view that needs the purchase (the steps after the first, which pay): starts loading it
 * if it has not loaded yet. Its failure was reported to the host when the checkout loaded (or
 * is reported here, on a retry that fails).
 */
export function usePurchase(model: ViewModel): PurchaseState {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<NftCheckoutError | undefined>(undefined);
  const ready = model.purchase.value !== null;
  useLayoutEffect(() => {
    if (ready) return;
    let live = true;
    setError(undefined);
    model.needPurchase().catch((failure: unknown) => {
      if (!live) return;
      const reason = asCheckoutError(failure);
      setError(reason);
      if (attempt > 0) model.report(reason);
    });
    return () => {
      live = false;
    };
  }, [ready, attempt, model]);
  return { error: ready ? undefined : error, retry: () => setAttempt((n) => n + 1) };
}
