import { useLayoutEffect } from 'preact/hooks';
import type { CheckoutModel } from '../../model.js';
import { quietTurn } from '../../quietTime.js';

/**
 * What the first screen sets up for later, in quiet time (quietTime.ts), never while the buyer
 * types: the locale's number formats (the summary shows its price once they are ready), and once
 * the session is in, every part the buyer may need next. Stopped when the checkout goes.
 */
export function useQuietWork(model: CheckoutModel, sessionIn: boolean): void {
  const format = model.format;
  useLayoutEffect(() => {
    if (format.numbersReady.peek()) return;
    const lifetime = new AbortController();
    void quietTurn(lifetime.signal).then(format.warmNumbers);
    return () => lifetime.abort();
  }, [format]);

  useLayoutEffect(() => {
    if (!sessionIn) return;
    const lifetime = new AbortController();
    void quietTurn(lifetime.signal).then(model.prefetch);
    return () => lifetime.abort();
  }, [sessionIn, model]);
}
