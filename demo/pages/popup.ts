// Popup mode: the script-tag global mounts a panel whose button opens the service's hosted
// checkout page in a popup window; the callbacks below hear the outcome from that window.
import { CATALOG } from '../catalog.js';
import { callbackOptions, SHOP_LOCALE, SHOP_THEME } from './shop/callbacks.js';
import { byId, h } from './shop/dom.js';
import { describeProblem, startCheckout } from './shop/merchantApi.js';
import type { CallbackName } from './shop/types.js';

/** What the e2e suite reads from the page (`window.nftcPopupDemo`). */
export interface PopupDemoHook {
  events: { name: CallbackName; payload: unknown }[];
}

declare global {
  interface Window {
    nftcPopupDemo?: PopupDemoHook;
  }
}

const SCENARIO = 'card-us-credit';
const item = CATALOG[0]!;
const hook: PopupDemoHook = { events: [] };
window.nftcPopupDemo = hook;

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
byId('product-price').textContent = `${price.format(item.price)} · by ${item.artist}`;

// Back from the hosted page with a redirect_url of this page: say which order came back, and how.
const params = new URLSearchParams(location.search);
const returned = params.get('order_id');
if (returned) {
  byId('returned').textContent =
    `Back from the hosted page: order ${returned} is ${params.get('status') ?? 'unknown'}.`;
}

function log(name: CallbackName, payload: unknown): void {
  const plain =
    payload instanceof Error
      ? { code: (payload as Error & { code?: string }).code, message: payload.message }
      : payload;
  hook.events.push({ name, payload: plain });
  const record = (plain ?? {}) as Record<string, unknown>;
  const line = ['orderId', 'status', 'reasonCode', 'txHash', 'code']
    .filter((key) => typeof record[key] === 'string')
    .map((key) => `${key}: ${String(record[key])}`)
    .join(' · ');
  byId('event-log').prepend(
    h(
      'li',
      { class: 'log-entry', 'data-source': 'callback', 'data-name': name },
      h('div', { class: 'log-meta' }, h('span', { class: 'tag tag-callback' }, name)),
      line && h('p', { class: 'log-summary' }, line),
    ),
  );
}

const buy = byId<HTMLButtonElement>('popup-buy');
const status = byId('popup-status');
buy.addEventListener('click', async () => {
  buy.disabled = true;
  status.textContent = 'Starting the checkout…';
  const started = await startCheckout({ scenario: SCENARIO, item: item.id });
  if (!started.ok) {
    status.textContent = describeProblem(started.problem);
    buy.disabled = false;
    return;
  }
  const global = window.NftCheckout;
  if (!global) {
    status.textContent = 'nft-checkout.iife.js did not load: NftCheckout is undefined.';
    return;
  }
  status.textContent = '';
  buy.hidden = true;
  global.mount(byId('popup-checkout'), {
    clientToken: started.value.clientToken,
    baseUrl: started.value.baseUrl,
    mode: 'popup',
    locale: SHOP_LOCALE,
    appearance: { theme: SHOP_THEME },
    ...callbackOptions(log),
  });
});
