import type { HostedConfig } from '../../api/hostedConfig.js';
import { returnUrl } from './returnUrl.js';

/** What the page announces when the buyer's part is over, by the order's status. */
const OUTCOMES: Record<string, string> = {
  Processed: 'Payment received: your NFT is on its way.',
  Complete: 'Purchase complete.',
  Declined: 'Payment declined.',
  Cancelled: 'The order was cancelled.',
  Refunded: 'The order was cancelled and refunded.',
  Expired: 'The checkout expired.',
};

export interface ReturnControls {
  /** The order's status as the page last heard it; `final` once the buyer's part is over. */
  update(status: string, final: boolean): void;
  /** Shows and announces why the checkout could not start. */
  fail(message: string): void;
}

function element<T extends HTMLElement>(doc: Document, id: string): T {
  const found = doc.getElementById(id);
  if (!found) throw new TypeError(`The hosted page has no #${id} element.`);
  return found as T;
}

/**
 * The page's controls around the checkout. With a redirect_url: "Back to the shop" while the
 * purchase goes on, "Return to the shop" once it is over, both to the redirect_url with the
 * order's id and status. In a popup (opener_origin): "Close this window" once it is over. With
 * neither, no control: the buyer has nowhere the merchant asked to be sent.
 */
export function createReturnControls(
  doc: Document,
  config: HostedConfig,
  closeWindow: () => void,
): ReturnControls {
  const back = element<HTMLAnchorElement>(doc, 'nftc-back');
  const section = element<HTMLElement>(doc, 'nftc-return');
  const link = element<HTMLAnchorElement>(doc, 'nftc-return-link');
  const close = element<HTMLButtonElement>(doc, 'nftc-close');
  const status = element<HTMLElement>(doc, 'nftc-page-status');
  const { redirectUrl, openerOrigin } = config;
  close.addEventListener('click', closeWindow);
  let told = '';

  const announce = (text: string) => {
    if (text === told) return;
    told = text;
    status.textContent = text;
  };

  return {
    update(current, final) {
      const href = redirectUrl ? returnUrl(redirectUrl, config.orderId, current) : undefined;
      if (href) {
        back.href = href;
        link.href = href;
      }
      back.hidden = final || !href;
      section.hidden = !final || !(href || openerOrigin);
      link.hidden = !href;
      close.hidden = !openerOrigin;
      if (!final) return;
      const next = href
        ? `Return to ${config.merchantName} with the link after the checkout.`
        : openerOrigin
          ? `You can close this window: ${config.merchantName} has the outcome.`
          : '';
      announce(`${OUTCOMES[current] ?? ''} ${next}`.trim());
    },
    fail(message) {
      const text = doc.createElement('p');
      text.className = 'nftc-page-error';
      text.textContent = message;
      element(doc, 'nftc-checkout').replaceChildren(text);
      announce(message);
    },
  };
}
