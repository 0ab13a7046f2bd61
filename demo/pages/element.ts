// The custom element: <nft-checkout> from the script-tag file, events as DOM CustomEvents.
import { SHOP_EXPRESS, SHOP_LOCALE, SHOP_THEME } from './shop/callbacks.js';
import { startShop } from './shop/shop.js';
import { CALLBACKS } from './shop/types.js';

startShop({
  embed: 'element',
  snippet: '<nft-checkout client-token="…" base-url="…" locale="en-US" theme="auto">',
  description:
    'The same script-tag file also defines the <nft-checkout> element; the shop listens for its nftc-* DOM events.',
  mount: (host, config) => {
    const element = document.createElement('nft-checkout');
    for (const name of CALLBACKS) {
      element.addEventListener(`nftc-${name.replace('_', '-')}`, (event) => {
        config.onCallback(name, (event as CustomEvent<unknown>).detail);
      });
    }
    element.setAttribute('client-token', config.clientToken);
    element.setAttribute('base-url', config.baseUrl);
    element.setAttribute('locale', SHOP_LOCALE);
    element.setAttribute('theme', SHOP_THEME);
    if (SHOP_EXPRESS) element.setAttribute('express-wallets', '');
    host.append(element);
    return { unmount: () => element.remove() };
  },
});
