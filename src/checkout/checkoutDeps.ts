import type { Fetch, RetryPolicy } from '../api/http.js';
import type { FormModel } from '../slices/details/widget/model.js';
import type { BrowserConnectivity } from './connectionWatch.js';
import type { AnyMethod } from './payment/methods/types.js';
import type { AnyStep } from './steps/descriptor.js';
import type { KeyValueStore } from './storage.js';
import type { TrackerTiming } from './trackerTiming.js';

/** What tests (and the script-tag entry) may replace in a checkout: clocks, network, storage. */
export interface CheckoutDeps {
  fetch?: Fetch | undefined;
  store?: KeyValueStore | undefined;
  /** Epoch ms: the buyer's wall clock, used only until the service has told its time. */
  now?: (() => number) | undefined;
  /** Monotonic ms (performance.now): the countdown runs on it from the service's time. */
  monotonic?: (() => number) | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  trackerTiming?: Partial<TrackerTiming> | undefined;
  random?: (() => number) | undefined;
  /** How long pay waits for the device data before confirming anyway. */
  deviceDataTimeoutMs?: number | undefined;
  /** Per-attempt timeout of every request (the client's default, 10 s, when left out). */
  timeoutMs?: number | undefined;
  /** Longest time one call may take, retries included (default CALL_DEADLINE_MS). */
  deadlineMs?: number | undefined;
  /** How long updates must fail before the buyer is told the connection is lost (ms). */
  connectionGraceMs?: number | undefined;
  /** The browser's online/offline view (default: the page's). */
  connectivity?: BrowserConnectivity | undefined;
  /** The purchase flow (default: steps/index.ts); tests add a step to prove the recipe. */
  flow?: readonly AnyStep[] | undefined;
  /**
   * The payment methods offered, in order (default: the registry, payment/methods/index.ts);
   * tests add one to the registry's to prove the recipe.
   */
  methods?: readonly AnyMethod[] | undefined;
  /**
   * The buyer form to use, kept in `current`, and the step the buyer was on when the checkout
   * was removed, in `step`: the `<nft-checkout>` element mounting again for a new token passes
   * the same holder, so what the buyer typed stays and the buyer goes back as far as it allows
   * (empty: a new form, the first step).
   */
  form?: { current?: FormModel | undefined; step?: string | undefined } | undefined;
}
