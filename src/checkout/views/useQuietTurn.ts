import { useLayoutEffect } from 'preact/hooks';
import { quietTurn } from '../quietTime.js';

/**
 * Runs each of `works` at a quiet moment of its own (quietTime.ts), in order, while `wanted`,
 * again when `key` changes; turns not taken yet are dropped when the view goes or `key` changes.
 * A layout effect, as elsewhere in the widget: it leaves no paint timer behind.
 */
export function useQuietTurn(wanted: boolean, key: unknown, ...works: (() => void)[]): void {
  useLayoutEffect(() => {
    if (!wanted) return;
    const lifetime = new AbortController();
    void (async () => {
      for (const work of works) {
        await quietTurn(lifetime.signal);
        work();
      }
    })();
    return () => lifetime.abort();
  }, [wanted, key]);
}
