import { NftCheckoutError } from '../../api/errors.js';
import type { CheckoutEvent, ReadyEvent, StepEvent } from '../../api/hostEvents.js';
import { STEP_CALLBACK_NAMES } from '../../api/stepEvents.js';
import type { CheckoutEmitter } from '../../checkout/hostEmitter.js';
import { type ErrorPayload, type HostedMessage, readHostedMessage } from './protocol.js';

export interface PopupListenerOptions {
  /** The service's origin: the only origin a message is read from. */
  serviceOrigin: string;
  /** The popup window this checkout opened (null before it opened): the only sender read. */
  popup(): Window | null;
  /** Where the events go: the same emitter, callbacks and `on()` as the inline widget's. */
  events: CheckoutEmitter;
  /** Told of each message after its event went out (the panel's text follows the outcome). */
  onMessage(message: HostedMessage): void;
}

/**
 * Listens on `view` for the popup's messages and dispatches each event once: an event id seen
 * before (the popup reloaded, or was closed and opened again) is dropped, `ready` goes out once
 * per mount, errors each time (they are moments, not state). Returns the function that stops.
 */
export function listenToPopup(view: Window, options: PopupListenerOptions): () => void {
  const { events } = options;
  const seen = new Set<string>();
  const first = (id: string): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  };

  const listener = (event: MessageEvent) => {
    const popup = options.popup();
    // Both checks: the origin says the service wrote it, the source that it is our popup
    // (another window of the service origin, another checkout's popup, must not count).
    if (event.origin !== options.serviceOrigin || !popup || event.source !== popup) return;
    const message = readHostedMessage(event.data);
    if (!message) return;
    const { type, payload } = message;
    if (type === 'error') {
      const { code, message: text, issues } = payload as ErrorPayload;
      events.emitError(new NftCheckoutError(code, text, { issues }));
    } else if (type === 'ready') {
      if (!first('ready')) return;
      events.emitReady(payload as ReadyEvent);
    } else {
      const step = payload as CheckoutEvent | StepEvent;
      if (!first(step.id)) return;
      if (Object.hasOwn(STEP_CALLBACK_NAMES, step.type)) {
        events.emitStep(step as StepEvent);
      } else {
        events.emitEvent(step as CheckoutEvent);
      }
    }
    options.onMessage(message);
  };
  view.addEventListener('message', listener);
  return () => view.removeEventListener('message', listener);
}
