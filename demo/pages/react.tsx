/** @jsxImportSource react */
// The React build: each checkout is a React app (StrictMode, React 19) that renders
// <NftCheckout> from `nft-checkout/react`, as a React shop would. With `?ownPay=1` the shop's
// switches set the `locale`, `appearance` and `onComplete` props, and its own Pay button calls
// the ref's submit().
import { NftCheckout, NftCheckoutError, type NftCheckoutRef } from 'nft-checkout/react';
import { StrictMode, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { callbackOptions, ownPayOptions, SHOP_LOCALE, SHOP_THEME } from './shop/callbacks.js';
import { startShop } from './shop/shop.js';
import type { MountConfig, ShopUpdate } from './shop/types.js';

/** How the shop outside the React app reaches into it: the app fills these in. */
interface Controls {
  change?: (update: ShopUpdate) => void;
  checkout?: { current: NftCheckoutRef | null };
}

function Checkout({ config, controls }: { config: MountConfig; controls: Controls }) {
  const [changed, setChanged] = useState<ShopUpdate>({});
  const checkout = useRef<NftCheckoutRef>(null);
  useLayoutEffect(() => {
    controls.change = (update) => setChanged((previous) => ({ ...previous, ...update }));
    controls.checkout = checkout;
  }, [controls]);
  return (
    <NftCheckout
      ref={checkout}
      clientToken={config.clientToken}
      baseUrl={config.baseUrl}
      locale={SHOP_LOCALE}
      appearance={{ theme: SHOP_THEME }}
      {...callbackOptions(config.onCallback)}
      {...ownPayOptions()}
      {...changed}
    />
  );
}

startShop({
  embed: 'react',
  snippet: "import { NftCheckout } from 'nft-checkout/react'; … <NftCheckout {...options} />",
  description:
    'Each checkout on this page is a React app in StrictMode rendering <NftCheckout> from the package’s React entry; the widget inside stays Preact, and no preact/compat is bundled.',
  mount: (host, config) => {
    const root = createRoot(host);
    const controls: Controls = {};
    root.render(
      <StrictMode>
        <Checkout config={config} controls={controls} />
      </StrictMode>,
    );
    return {
      unmount: () => root.unmount(),
      update: (update) => controls.change?.(update),
      submit: () =>
        controls.checkout?.current?.submit() ??
        Promise.reject(new NftCheckoutError('CONFIGURATION', 'The checkout is not on the page.')),
    };
  },
});
