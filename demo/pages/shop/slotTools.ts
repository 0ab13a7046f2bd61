// What a product card's tools show for its open checkout: the order, whether the NFT can be
// delivered by hand and why not, and the shop's own controls.
import { SHOP_OWN_PAY } from './callbacks.js';
import { orderUrl } from './merchantApi.js';
import type { ProductCardView } from './productCard.js';
import type { SlotSession, WidgetHandle } from './types.js';

/** How this order's NFT reaches the buyer, as the card says it. */
function deliveryHint(current: SlotSession): string {
  if (current.hosted) return 'Paid on the service’s hosted page.';
  if (current.shopDelivers) {
    return 'The shop’s server delivers this NFT itself once the payment service’s webhook confirms the payment.';
  }
  if (!current.merchantDelivers) {
    return 'This NFT is delivered by smart contract: the order completes on its own.';
  }
  if (current.deliveredTxHash) return `Delivered on chain: ${current.deliveredTxHash}`;
  return current.processed && !current.completed
    ? 'Payment received: deliver the NFT to complete the order.'
    : 'Deliver NFT becomes available once the payment is Processed.';
}

/** The card's tools for the open checkout, or the buttons that start one. */
export function renderTools(
  view: ProductCardView,
  session: SlotSession | undefined,
  handle: WidgetHandle | undefined,
): void {
  view.tools.hidden = !session;
  view.buy.hidden = Boolean(session);
  view.hosted.hidden = Boolean(session);
  if (!session) return;
  view.orderId.textContent = session.orderId ?? 'pending';
  view.orderLink.href = session.orderId ? orderUrl(session.orderId) : '#';
  view.orderLink.hidden = !session.orderId;
  const canDeliver = session.merchantDelivers && session.processed && !session.completed;
  view.deliver.disabled = !canDeliver || Boolean(session.deliveredTxHash);
  view.deliver.hidden = !session.merchantDelivers;
  view.deliverHint.textContent = deliveryHint(session);
  const controls = SHOP_OWN_PAY && Boolean(handle?.submit);
  view.merchantControls.hidden = !controls;
  view.ownPay.hidden = !controls;
}
