import { useLayoutEffect } from 'preact/hooks';

/** A decline the buyer chose (a cancelled challenge): back to paying before it is drawn. */
export function RetryAtOnce({ onRetry }: { onRetry: () => void }) {
  useLayoutEffect(onRetry, []);
  return null;
}
