import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { NftCheckoutError } from '../../../api/errors.js';
import { loadChunk, peekChunk } from '../../chunks/loadChunk.js';
import { asCheckoutError } from '../../serviceMessages.js';

export interface PartState<T> {
  module: T | undefined;
  error: NftCheckoutError | undefined;
  /** Loads again after a failure (the buyer's Try again). */
  retry(): void;
}

/**
 * A part of the checkout that loads on demand, through the page's one chunk loader: drawn at once
 * when already loaded (prefetched), else loading, else failed. Each failed load is reported once.
 */
export function usePart<T>(
  name: string,
  load: () => Promise<T>,
  report: (error: NftCheckoutError) => void,
): PartState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ name: string; module?: T; error?: NftCheckoutError }>(
    () => ({ name, module: peekChunk<T>(name) }),
  );
  // A layout effect, as elsewhere in the widget: it runs with the render, leaving no paint timer.
  useLayoutEffect(() => {
    if (attempt === 0 && peekChunk<T>(name)) {
      setState({ name, module: peekChunk<T>(name) });
      return;
    }
    let live = true;
    setState({ name });
    loadChunk(name, load).then(
      (module) => {
        if (live) setState({ name, module });
      },
      (failure: unknown) => {
        if (!live) return;
        const error = asCheckoutError(failure);
        setState({ name, error });
        report(error);
      },
    );
    return () => {
      live = false;
    };
    // `load` and `report` are fixed per name; a new name or a retry loads again.
  }, [name, attempt]);
  // Between a change of part and the effect: the new part if it is there, never the old one.
  const current = state.name === name ? state : { name, module: peekChunk<T>(name) };
  return {
    module: current.module,
    error: current.error,
    retry: () => setAttempt((n) => n + 1),
  };
}

/**
 * A part the buyer had to wait for: once it is shown, its heading takes focus, as a step's does
 * when it appears at once. Give the returned ref to the loading or failed state.
 */
export function useFocusWhenShown(shown: boolean) {
  const waiting = useRef<HTMLDivElement>(null);
  const root = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (!shown) {
      root.current = waiting.current?.closest('.nftc-root') ?? root.current;
      return;
    }
    root.current?.querySelector<HTMLElement>('h2')?.focus();
    root.current = null;
  }, [shown]);
  return waiting;
}
