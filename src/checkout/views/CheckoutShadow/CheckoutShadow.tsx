import { createPortal } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { CheckoutModel } from '../../model.js';
import { adoptStyles, stylesText } from '../../shadowStyles.js';
import { CheckoutView } from '../CheckoutView/CheckoutView.js';

interface Rendering {
  root: ShadowRoot;
  /** True when the browser cannot adopt stylesheets (jsdom, old Safari): use a <style>. */
  styleElement: boolean;
}

/**
 * A host element with an open shadow root; the checkout renders into it through a portal, so
 * the host page's CSS cannot reach in and the checkout's cannot leak out.
 */
export function CheckoutShadow({ model }: { model: CheckoutModel }) {
  const host = useRef<HTMLDivElement>(null);
  const [rendering, setRendering] = useState<Rendering | null>(null);
  const { variables } = model.options().appearance;

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const undo = adoptStyles(root, variables);
    setRendering({ root, styleElement: undo === null });
    return () => undo?.();
  }, [variables]);

  return (
    <div class="nftc-host" ref={host}>
      {rendering &&
        createPortal(
          <>
            {rendering.styleElement && <style>{stylesText(variables)}</style>}
            <CheckoutView model={model} />
          </>,
          rendering.root,
        )}
    </div>
  );
}
