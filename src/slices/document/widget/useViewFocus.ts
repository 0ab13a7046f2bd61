import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * A ref for the step's root whose focus follows what it shows: each time `view` changes after
 * the first render, the status panel takes focus, or the frame when it shows again for a new
 * capture. Never on the first render: the checkout moves focus to the step's heading then.
 */
export function useViewFocus(view: string) {
  const root = useRef<HTMLElement>(null);
  const last = useRef(view);
  useLayoutEffect(() => {
    if (last.current === view) return;
    last.current = view;
    // The focusable panel of this view (tabindex -1), else the frame.
    root.current?.querySelector<HTMLElement>('.nftc-identity-status[tabindex], iframe')?.focus();
  }, [view]);
  return root;
}
