import { useCallback, useLayoutEffect, useRef } from 'preact/hooks';

/**
 * A ref callback whose element takes focus each time `key` changes after the first render (a
 * result arrived), never on the first render itself: a view shown again must not pull focus to
 * an old result. Runs after the children have rendered, so the element may appear in the same
 * render.
 */
export function useFocusOnChange(key: unknown): (element: HTMLElement | null) => void {
  const target = useRef<HTMLElement | null>(null);
  const last = useRef(key);
  useLayoutEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    target.current?.focus();
  }, [key]);
  return useCallback((element: HTMLElement | null) => {
    target.current = element;
  }, []);
}
