import { useLayoutEffect } from 'preact/hooks';
import { quietTurn } from '../quietTime.js';

/**
 * Runs `work` at the next quiet moment (quietTime.ts) while `wanted`, again when `key` changes;
 * a turn not taken yet is dropped when the view goes or `key` changes. A layout effect, as
 * elsewhere in the widget: it leaves no paint timer behind.
 */
export function useQuietTurn(wanted: boolean, key: unknown, work: () => void): void {
  useLayoutEffect(() => {
    if (!wanted) return;
    const lifetime = new AbortController();
    void quietTurn(lifetime.signal).then(work);
    return () => lifetime.abort();
  }, [wanted, key]);
}
