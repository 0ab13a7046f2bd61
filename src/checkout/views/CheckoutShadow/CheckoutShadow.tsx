import { createPortal } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { NftCheckoutError } from '../../../api/errors.js';
import { peekChunk } from '../../chunks/loadChunk.js';
import { useCatalog } from '../../locales/useCatalog.js';
import type { CheckoutModel } from '../../model.js';
import { PURCHASE_PART, type PurchaseModule } from '../../purchaseStarter.js';
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
  const { appearance, locale, strings } = model.options();
  const { variables } = appearance;
  const language = useCatalog(locale, strings, model.report, (error: NftCheckoutError) => {
    model.fatal.value = error;
    model.report(error);
  });
  // The purchase's styles come with its chunk; adopted in the same commit as its first view.
  const purchaseCss = model.purchase.value
    ? peekChunk<PurchaseModule>(PURCHASE_PART)?.PURCHASE_CSS
    : undefined;
  const parts = useMemo(() => (purchaseCss ? [purchaseCss] : []), [purchaseCss]);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const undo = adoptStyles(root, variables, parts);
    setRendering({ root, styleElement: undo === null });
    return () => undo?.();
  }, [variables, parts]);

  return (
    <div class="nftc-host" ref={host}>
      {rendering &&
        createPortal(
          <>
            {rendering.styleElement && <style>{stylesText(variables, parts)}</style>}
            {language ? (
              <CheckoutView model={model} language={language} />
            ) : (
              // Another locale's words are on their way: a spinner, no text in the wrong language.
              <div class="nftc-root" aria-busy="true" data-step="loading">
                <div class="nftc-spinner" aria-hidden="true" />
              </div>
            )}
          </>,
          rendering.root,
        )}
    </div>
  );
}
