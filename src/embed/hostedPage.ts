// The hosted checkout page's script (the `hosted` build, dist/hosted-page.js). The page loads
// the script-tag build first, then this: it mounts the checkout with the page's configuration,
// keeps the return controls in step with the order, and in a popup posts every host event to
// the page that opened it. docs/protocol.md, "The hosted checkout page".
import type { NftCheckoutError } from '../api/errors.js';
import { CALLBACK_NAMES, type CheckoutEventMap } from '../api/hostEvents.js';
import type { CheckoutOptionsInput } from '../checkout/options.js';
import { readHostedConfig } from './hosted/config.js';
import { createReturnControls } from './hosted/controls.js';
import { adoptPageStyles } from './hosted/styles.js';
import type { mount } from './mount.js';
import {
  HOSTED_EVENT_TYPES,
  type HostedEventType,
  type HostedPayload,
  hostedMessage,
} from './popup/protocol.js';

/** The order's status after an event, and whether the buyer's part is over with it. */
function progressOf(type: HostedEventType, payload: unknown): [string, boolean] | undefined {
  const event = payload as { status?: string; attemptsLeft?: number };
  if (type === 'ready') {
    const status = event.status as string;
    return [status, ['Complete', 'Expired', 'Cancelled', 'Refunded'].includes(status)];
  }
  if (type === 'declined') return ['Declined', event.attemptsLeft === 0];
  // Processed also ends the buyer's part: the NFT is paid for and on its way.
  if (type === 'processed' || type === 'complete' || type === 'cancelled' || type === 'expired') {
    return [event.status as string, true];
  }
  return undefined;
}

function start(): void {
  const config = readHostedConfig(document);
  adoptPageStyles(document);
  const controls = createReturnControls(document, config, () => window.close());
  controls.update(config.status, false);

  const opener = config.openerOrigin ? (window.opener as Window | null) : null;
  const post = <K extends HostedEventType>(type: K, payload: HostedPayload<K>) => {
    // targetOrigin is the origin the service checked: the browser drops the message if the
    // opener has navigated anywhere else since.
    opener?.postMessage(hostedMessage(type, payload), config.openerOrigin as string);
  };

  const callbacks: Partial<CheckoutOptionsInput> = {};
  for (const type of HOSTED_EVENT_TYPES) {
    Object.assign(callbacks, {
      [CALLBACK_NAMES[type]]: (payload: CheckoutEventMap[typeof type]) => {
        if (type === 'error') {
          const { code, message, issues } = payload as NftCheckoutError;
          post('error', { code, message, issues });
          return;
        }
        post(type, payload as HostedPayload<typeof type>);
        const progress = progressOf(type, payload);
        if (progress) controls.update(...progress);
      },
    });
  }

  const global = (window as { NftCheckout?: { mount: typeof mount } }).NftCheckout;
  if (!global) {
    controls.fail('The checkout could not load. Check your connection, then reload this page.');
    return;
  }
  global.mount('#nftc-checkout', {
    clientToken: config.clientToken,
    baseUrl: config.baseUrl,
    ...callbacks,
  });
}

start();
