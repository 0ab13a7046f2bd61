import { type CatalogItem, deliveredByShop } from '../../catalog.js';
import { h } from './dom.js';
import type { FulfilmentView } from './fulfilment.js';

/** The languages the shop's switch offers (`?ownPay=1`), each named in itself. */
const LANGUAGES: ReadonlyArray<readonly [string, string]> = [
  ['en-US', 'English'],
  ['fr-FR', 'Français'],
  ['ja-JP', '日本語'],
  ['ar', 'العربية'],
];

/** The themes the shop's switch offers (`?ownPay=1`). */
const THEMES: ReadonlyArray<readonly [string, string]> = [
  ['auto', 'Follow the device'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];

/** The parts of one product card that the shop updates. */
export interface ProductCardView {
  root: HTMLElement;
  buy: HTMLButtonElement;
  /** Pays on the service's hosted page instead of the embedded checkout. */
  hosted: HTMLButtonElement;
  status: HTMLElement;
  checkout: HTMLElement;
  tools: HTMLElement;
  orderId: HTMLElement;
  orderLink: HTMLAnchorElement;
  deliver: HTMLButtonElement;
  deliverHint: HTMLElement;
  /**
   * `?ownPay=1`: the switches of language and theme, the receipt the shop shows on completion,
   * the shop's own Pay button, and their row.
   */
  merchantControls: HTMLElement;
  language: HTMLSelectElement;
  theme: HTMLSelectElement;
  receipt: HTMLInputElement;
  /** Where the shop writes its receipt when the receipt handler is in place. */
  receiptLine: HTMLElement;
  ownPay: HTMLButtonElement;
  close: HTMLButtonElement;
  fulfilment: FulfilmentView;
}

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function renderProductCard(item: CatalogItem): ProductCardView {
  const nameId = `item-${item.id}-name`;
  const buy = h(
    'button',
    { type: 'button', class: 'btn btn-primary', 'data-action': 'buy' },
    'Buy now',
    h('span', { class: 'visually-hidden' }, `: ${item.name}`),
  );
  const hosted = h(
    'button',
    { type: 'button', class: 'btn btn-secondary', 'data-action': 'hosted' },
    'Pay on the hosted page',
    h('span', { class: 'visually-hidden' }, `: ${item.name}`),
  );
  const status = h('p', { class: 'slot-status', role: 'status' });
  const fulfilmentLabel = h('p', { class: 'fulfilment-label', hidden: true }, 'Fulfilment');
  const fulfilmentStatus = h('p', {
    class: 'fulfilment-status',
    role: 'status',
    'aria-live': 'polite',
  });
  const fulfilmentDetail = h('p', { class: 'fulfilment-detail', hidden: true });
  const fulfilment = h(
    'div',
    { class: 'fulfilment', 'data-idle': true, 'data-fulfilment': item.id },
    fulfilmentLabel,
    fulfilmentStatus,
    fulfilmentDetail,
  );
  const checkout = h('div', { class: 'checkout-slot', 'data-checkout': item.id });
  const orderId = h('code', { class: 'order-id' });
  const orderLink = h(
    'a',
    { class: 'order-link', href: '#', target: '_blank', rel: 'noopener' },
    'View order',
    h('span', { class: 'visually-hidden' }, ` of ${item.name}`),
    ' (GET /orders/{id})',
  );
  const deliver = h(
    'button',
    { type: 'button', class: 'btn btn-secondary', 'data-action': 'deliver', disabled: true },
    'Deliver NFT',
  );
  const deliverHint = h('p', { class: 'tool-hint' });
  const close = h(
    'button',
    { type: 'button', class: 'btn btn-ghost', 'data-action': 'close' },
    'Close checkout',
  );
  const ownPay = h(
    'button',
    { type: 'button', class: 'btn btn-primary', 'data-action': 'own-pay', hidden: true },
    'Pay with the shop’s button',
  );
  const language = h(
    'select',
    { class: 'tool-select', 'data-action': 'language' },
    ...LANGUAGES.map(([value, name]) => h('option', { value, lang: value }, name)),
  );
  const theme = h(
    'select',
    { class: 'tool-select', 'data-action': 'theme' },
    ...THEMES.map(([value, name]) => h('option', { value }, name)),
  );
  const receipt = h('input', { type: 'checkbox', 'data-action': 'receipt' });
  const receiptLine = h('p', { class: 'tool-hint', 'data-receipt': item.id });
  const languageRow = h(
    'div',
    { class: 'tool-row', hidden: true },
    h('label', { class: 'tool-label' }, 'Checkout language ', language),
    h('label', { class: 'tool-label' }, 'Checkout theme ', theme),
    h('label', { class: 'tool-label' }, receipt, ' Show the shop’s receipt on completion'),
    ownPay,
  );
  const tools = h(
    'div',
    { class: 'order-tools', hidden: true },
    h('p', { class: 'order-line' }, 'Order ', orderId, ' ', orderLink),
    languageRow,
    receiptLine,
    h('div', { class: 'tool-row' }, deliver, close),
    deliverHint,
  );
  const root = h(
    'article',
    { class: 'nft-card', 'data-item': item.id, 'aria-labelledby': nameId },
    h('img', {
      class: 'nft-image',
      src: item.imagePath,
      alt: item.imageAlt,
      width: '480',
      height: '300',
    }),
    h(
      'div',
      { class: 'nft-body' },
      h(
        'div',
        { class: 'nft-heading' },
        h('h3', { id: nameId }, item.name),
        h('p', { class: 'nft-price' }, price.format(item.price)),
      ),
      h('p', { class: 'nft-artist' }, `by ${item.artist} · Ethereum · edition of\u00a01`),
      h(
        'p',
        { class: 'nft-delivery' },
        deliveredByShop(item)
          ? 'Delivered by the shop once the payment service confirms the payment.'
          : 'Delivered by smart contract.',
      ),
      h('div', { class: 'buy-row' }, buy, hosted),
      status,
      tools,
      fulfilment,
      checkout,
    ),
  );
  return {
    root,
    buy,
    hosted,
    status,
    checkout,
    tools,
    orderId,
    orderLink,
    deliver,
    deliverHint,
    merchantControls: languageRow,
    language,
    theme,
    receipt,
    receiptLine,
    ownPay,
    close,
    fulfilment: {
      root: fulfilment,
      label: fulfilmentLabel,
      status: fulfilmentStatus,
      detail: fulfilmentDetail,
    },
  };
}
