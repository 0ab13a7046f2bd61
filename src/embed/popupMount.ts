// `mount(target, { mode: 'popup' })`: the part of popup mode the script tag's first screen
// carries. The listeners are here from the first call, so `on()` and the callbacks work as they
// do inline; the panel, the window and the message listener are a chunk loaded on demand.
import { loadChunk } from '../checkout/chunks/loadChunk.js';
import { createEmitter, wireCallbacks } from '../checkout/hostEmitter.js';
import type { CheckoutOptions } from '../checkout/options.js';
import type { MountedCheckout } from './checkoutHandle.js';

export function mountPopup(container: HTMLElement, options: CheckoutOptions): MountedCheckout {
  const events = createEmitter();
  wireCallbacks(() => options, events);
  let stop: (() => void) | undefined;
  let mounted = true;
  loadChunk('popup', () => import('./popup/index.js')).then(
    (popup) => {
      if (mounted) stop = popup.startPopupPanel(container, options, events);
    },
    (error) => mounted && events.emitError(error),
  );
  return {
    on: events.on,
    dispose() {
      mounted = false;
      stop?.();
      events.clear();
    },
  };
}
