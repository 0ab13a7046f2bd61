import { computed, createModel, signal } from '@preact/signals';
import { purchaseStrings } from './purchase/strings.js';

/** The browser's own view of the network: `navigator.onLine` and the window's events. */
export interface BrowserConnectivity {
  online(): boolean;
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

function pageConnectivity(): BrowserConnectivity | undefined {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined;
  return {
    online: () => navigator.onLine !== false,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}

export interface ConnectionWatchOptions {
  /** How long the connection must stay down before the buyer is told (a blip is not news). */
  graceMs: number;
  /** Default: the page's `navigator.onLine` and online/offline events. */
  browser?: BrowserConnectivity | undefined;
  /** Says a sentence in the checkout's live region. */
  announce(text: string): void;
  /** The browser is online again: the caller retries at once instead of after its backoff. */
  onOnline(): void;
}

/**
 * Whether the buyer should be told that the connection is lost: the order's updates are not
 * getting through (stream down and polls failing, as the tracker reports it) or the browser
 * says it is offline, for longer than `graceMs`. Announces the loss and the recovery.
 */
export const ConnectionWatch = createModel((o: ConnectionWatchOptions) => {
  const browser = o.browser ?? pageConnectivity();
  const lost = signal(false);
  let watching = false;
  let feedDown = false;
  let offline = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function update() {
    if (!watching) return;
    if (!feedDown && !offline) {
      clearTimeout(timer);
      timer = undefined;
      if (lost.value) {
        lost.value = false;
        o.announce(purchaseStrings.connection.restored);
      }
      return;
    }
    if (lost.value || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      lost.value = true;
      o.announce(purchaseStrings.connection.lost);
    }, o.graceMs);
  }

  const wentOffline = () => {
    offline = true;
    update();
  };
  const wentOnline = () => {
    offline = false;
    update();
    o.onOnline();
  };

  return {
    lost: computed(() => lost.value),
    /** Starts watching (once the checkout follows an order). */
    start(): void {
      if (watching) return;
      watching = true;
      offline = browser ? !browser.online() : false;
      browser?.addEventListener('offline', wentOffline);
      browser?.addEventListener('online', wentOnline);
      update();
    },
    /** Whether the order's updates are getting through. */
    feed(up: boolean): void {
      feedDown = !up;
      update();
    },
    /** Stops watching (a final status, an error, unmount): the notice goes, silently. */
    stop(): void {
      watching = false;
      feedDown = false;
      clearTimeout(timer);
      timer = undefined;
      browser?.removeEventListener('offline', wentOffline);
      browser?.removeEventListener('online', wentOnline);
      lost.value = false;
    },
  };
});

export type ConnectionWatch = InstanceType<typeof ConnectionWatch>;

/** A connection watch (the purchase's, and the tests'). */
export function createConnectionWatch(o: ConnectionWatchOptions): ConnectionWatch {
  return new ConnectionWatch(o);
}
