// The script tag: /dist/nft-checkout.iife.js defines the global NftCheckout before this runs.
import { callbackOptions, ownPayOptions, SHOP_LOCALE, SHOP_THEME } from './shop/callbacks.js';
import { startShop } from './shop/shop.js';
import { mountInternals } from './shop/testTiming.js';

startShop({
  embed: 'script-tag',
  snippet: '<script src="/dist/nft-checkout.iife.js"></script> … NftCheckout.mount(el, options)',
  description:
    'One self-contained file defines the global NftCheckout; this page calls NftCheckout.mount from its own script file.',
  mount: (host, config) => {
    const global = window.NftCheckout;
    if (!global) throw new Error('nft-checkout.iife.js did not load: NftCheckout is undefined.');
    return global.mount(
      host,
      {
        clientToken: config.clientToken,
        baseUrl: config.baseUrl,
        locale: SHOP_LOCALE,
        appearance: { theme: SHOP_THEME },
        ...callbackOptions(config.onCallback),
        ...ownPayOptions(),
      },
      mountInternals(new URLSearchParams(location.search)),
    );
  },
});
