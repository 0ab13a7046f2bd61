import type { CatalogItem } from '../../catalog.js';
import { h } from './dom.js';

/** The parts of one product card that the shop updates. */
export interface ProductCardView {
  root: HTMLElement;
  buy: HTMLButtonElement;
  status: HTMLElement;
  checkout: HTMLElement;
  tools: HTMLElement;
  orderId: HTMLElement;
  orderLink: HTMLAnchorElement;
  deliver: HTMLButtonElement;
  deliverHint: HTMLElement;
  close: HTMLButtonElement;
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
  const status = h('p', { class: 'slot-status', role: 'status' });
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
  const tools = h(
    'div',
    { class: 'order-tools', hidden: true },
    h('p', { class: 'order-line' }, 'Order ', orderId, ' ', orderLink),
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
      h('div', { class: 'buy-row' }, buy),
      status,
      tools,
      checkout,
    ),
  );
  return { root, buy, status, checkout, tools, orderId, orderLink, deliver, deliverHint, close };
}
