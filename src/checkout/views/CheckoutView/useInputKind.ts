import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * Marks the root with the buyer's last kind of input (`data-input="keyboard"` or `"pointer"`).
 * WebKit draws no :focus-visible ring on a heading the next step focuses after a key press (its
 * button is gone by then); the styles draw it from this mark instead.
 */
export function useInputKind(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const mark = (event: Event) => {
      element.dataset.input = event.type === 'keydown' ? 'keyboard' : 'pointer';
    };
    element.addEventListener('keydown', mark);
    element.addEventListener('pointerdown', mark);
    return () => {
      element.removeEventListener('keydown', mark);
      element.removeEventListener('pointerdown', mark);
    };
  }, [root]);
}
