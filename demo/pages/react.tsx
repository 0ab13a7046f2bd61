/** @jsxImportSource react */
// The React build: each checkout is a React app (StrictMode, React 19) that renders
// <NftCheckout> from `nft-checkout/react`, as a React shop would.
import { NftCheckout } from 'nft-checkout/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { callbackOptions, SHOP_LOCALE, SHOP_THEME } from './shop/callbacks.js';
import { startShop } from './shop/shop.js';
import type { MountConfig } from './shop/types.js';

function Checkout({ config }: { config: MountConfig }) {
  return (
    <NftCheckout
      clientToken={config.clientToken}
      baseUrl={config.baseUrl}
      locale={SHOP_LOCALE}
      appearance={{ theme: SHOP_THEME }}
      {...callbackOptions(config.onCallback)}
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
    root.render(
      <StrictMode>
        <Checkout config={config} />
      </StrictMode>,
    );
    return { unmount: () => root.unmount() };
  },
});
