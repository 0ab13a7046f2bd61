// What the status tracker is given: the client it reads with, where it hands the states, and
// whom it tells of failures and of the connection.
import type { OrderState } from '../api/checkout.js';
import type { CheckoutClient } from '../api/checkoutClient.js';
import type { NftCheckoutError } from '../api/errors.js';
import type { TrackerTiming } from './trackerTiming.js';

export interface StatusTrackerOptions {
  /** The checkout's one client: the stream, and the polls (never retried by the client). */
  client: Pick<CheckoutClient, 'openOrderEvents' | 'pollOrderState'>;
  /** Each order state newer than or as new as the last one delivered (to the order store). */
  onState(state: OrderState): void;
  /** A failure that retrying cannot fix (token refused, order gone); tracking stops. */
  onError?(error: NftCheckoutError): void;
  /**
   * Whether the order's updates are reaching the widget: true while a stream works or the last
   * poll answered, false once the stream is down and polling fails too. Called on changes only.
   */
  onConnection?(up: boolean): void;
  timing?: Partial<TrackerTiming> | undefined;
  random?: () => number;
}
