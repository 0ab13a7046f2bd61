// The npm build: the page imports the package as a merchant's bundler would.
import { mount } from 'nft-checkout';
import { callbackOptions, ownPayOptions, SHOP_LOCALE, SHOP_THEME } from './shop/callbacks.js';
import { startShop } from './shop/shop.js';
import { mountInternals } from './shop/testTiming.js';

startShop({
  embed: 'npm',
  snippet: "import { mount } from 'nft-checkout';",
  description:
    'This page script is bundled with esbuild from the package’s ESM build, split where it loads its later steps; preact, @preact/signals and zod come from node_modules.',
  mount: (host, config) =>
    mount(
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
    ),
});
