import type { CheckoutListener, CheckoutListenerType } from '../api/hostEvents.js';
import type { CheckoutOptionsInput } from '../checkout/options.js';

/** What `mount()` returns: the way to listen to the checkout and to remove it. */
export interface CheckoutHandle {
  /** Removes the checkout: its DOM, requests, event stream, timers and listeners. Idempotent. */
  unmount(): void;
  /** Listens to one event type ('event' for all order events); returns the function that stops. */
  on<K extends CheckoutListenerType>(type: K, listener: CheckoutListener<K>): () => void;
  /**
   * Changes `locale`, `appearance`, `submitButton`, `expressWallets` or callbacks live: what the
   * buyer typed and the step stay. Checked as mount() checks; other options throw CONFIGURATION
   * (mount again).
   */
  update(options: Partial<CheckoutOptionsInput>): void;
  /**
   * The review's Pay, for the host's own button (`submitButton: false`): resolves once the
   * service took the payment, rejects with the failure, or with VALIDATION off the review.
   */
  submit(): Promise<void>;
}

/** What a mounted checkout (inline, or the popup's panel) gives its handle. */
export interface MountedCheckout {
  on: CheckoutHandle['on'];
  update?: CheckoutHandle['update'];
  submit?: CheckoutHandle['submit'];
  dispose(): void;
}
