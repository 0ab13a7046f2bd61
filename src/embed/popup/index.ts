// Popup mode, loaded on demand: the panel, the popup window and the listener of its messages.
import { NftCheckoutError } from '../../api/errors.js';
import type { CheckoutEmitter } from '../../checkout/hostEmitter.js';
import type { CheckoutOptions } from '../../checkout/options.js';
import { listenToPopup } from './listener.js';
import { createPopupPanel } from './panel.js';
import type { HostedMessage } from './protocol.js';

const WIDTH = 480;
const HEIGHT = 760;
/** How often the panel looks whether the buyer closed the window (no event tells it). */
const CLOSED_POLL_MS = 500;

const OPEN = 'Pay in a new window';
const SHOW = 'Show the checkout window';
const REOPEN = 'Reopen the checkout window';
const WAITING = 'Waiting for the checkout window: finish your purchase there.';

/** Each checkout's window has a name of its own, so two checkouts never share a window. */
let windows = 0;

/** The hosted checkout page beside the service's /v1, for `openerOrigin` to hear from. */
export function hostedPageUrl(options: CheckoutOptions, openerOrigin: string): string {
  const url = new URL('../checkout', `${options.baseUrl}/`);
  url.searchParams.set('client_token', options.clientToken);
  url.searchParams.set('opener_origin', openerOrigin);
  return url.href;
}

/** What the panel says after a message, and whether the purchase has its outcome. */
function outcomeOf(message: HostedMessage): { text: string; final: boolean } | undefined {
  const { type, payload } = message;
  switch (type) {
    case 'processed':
      return { text: 'Payment received: your NFT is on its way.', final: false };
    case 'complete':
      return { text: 'Purchase complete: your NFT is delivered.', final: true };
    case 'declined': {
      const left = (payload as { attemptsLeft: number }).attemptsLeft;
      return left > 0
        ? {
            text: 'Payment declined: try another payment method in the checkout window.',
            final: false,
          }
        : { text: 'Payment declined. No attempts are left for this order.', final: true };
    }
    case 'cancelled':
      return { text: 'The order was cancelled.', final: true };
    case 'expired':
      return { text: 'The checkout expired before payment.', final: true };
    default:
      return undefined;
  }
}

/**
 * Renders the panel into `container` and listens for the popup's messages until the returned
 * function is called. The window opens on the buyer's click (a popup opened later is blocked).
 */
export function startPopupPanel(
  container: HTMLElement,
  options: CheckoutOptions,
  events: CheckoutEmitter,
): () => void {
  const view = container.ownerDocument.defaultView as Window;
  const openerOrigin = view.location.origin;
  const name = `nftc-checkout-${++windows}`;
  let popup: Window | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** The latest outcome told; `paid` once the payment went through (Processed or after). */
  let outcome: { text: string; final: boolean } | undefined;
  let paid = false;

  const stopPolling = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const watchClosed = () => {
    stopPolling();
    timer = setInterval(() => {
      if (!popup?.closed) return;
      stopPolling();
      popup = null;
      if (outcome?.final || paid) panel.show(outcome?.text ?? '', null);
      else panel.show('The checkout window was closed before the purchase finished.', REOPEN);
    }, CLOSED_POLL_MS);
  };

  const open = () => {
    if (popup && !popup.closed) {
      popup.focus();
      return;
    }
    const left = Math.max(0, view.screenX + (view.outerWidth - WIDTH) / 2);
    const top = Math.max(0, view.screenY + (view.outerHeight - HEIGHT) / 2);
    popup = view.open(
      hostedPageUrl(options, openerOrigin),
      name,
      `popup,width=${WIDTH},height=${HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
    );
    if (!popup) {
      panel.show(
        'The checkout window did not open: your browser blocked it. Allow pop-ups for this site, then press the button again.',
        OPEN,
      );
      return;
    }
    panel.show(outcome && !outcome.final ? outcome.text : WAITING, SHOW);
    watchClosed();
  };

  const panel = createPopupPanel(container, options, open);
  // A page without an http(s) origin (a file, a sandboxed frame) cannot be told the outcome.
  if (!/^https?:\/\//.test(openerOrigin)) {
    panel.show('The checkout cannot open from this page: it must be served over http(s).', null);
    events.emitError(
      new NftCheckoutError(
        'CONFIGURATION',
        `mode: 'popup' needs a page served over http(s) (this page's origin is ${openerOrigin}): the checkout window reports to the page's origin, which the merchant registers with the service.`,
      ),
    );
    return () => panel.remove();
  }
  panel.show('The checkout opens in a new window.', OPEN);

  const stopListening = listenToPopup(view, {
    serviceOrigin: new URL(options.baseUrl).origin,
    popup: () => popup,
    events,
    onMessage(message) {
      const next = outcomeOf(message);
      if (!next) return;
      outcome = next;
      paid ||= message.type === 'processed' || message.type === 'complete';
      panel.show(next.text, next.final ? null : SHOW);
    },
  });

  return () => {
    stopPolling();
    stopListening();
    panel.remove();
  };
}
