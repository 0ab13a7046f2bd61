import type { CheckoutModel } from '../../model.js';
import { useQuietTurn } from '../useQuietTurn.js';

/**
 * What the first screen sets up for later, in quiet time, never while the buyer types: the
 * locale's number formats (the summary shows its price once they are ready), and once the
 * session is in, every part the buyer may need next.
 */
export function useQuietWork(model: CheckoutModel, sessionIn: boolean): void {
  const format = model.format;
  useQuietTurn(!format.numbersReady.peek(), format, format.warmNumbers);
  useQuietTurn(sessionIn, model, model.prefetch);
}
