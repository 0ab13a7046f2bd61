import { batch, computed, signal } from '@preact/signals';
import type { CheckoutSession, OrderState } from '../api/checkout.js';
import { createCheckoutClient } from '../api/checkoutClient.js';
import type { PaymentMethodType } from '../api/clientTokens.js';
import type { NftCheckoutError } from '../api/errors.js';
import type { Fetch, RetryPolicy } from '../api/http.js';
import { isPayable } from '../api/lifecycle.js';
import type { OrderStatus } from '../api/orders.js';
import { createBehaviourRecorder } from './behaviour.js';
import { toBuyer } from './buyerForm.js';
import { loadChunk } from './chunks/loadChunk.js';
import { type BrowserConnectivity, createConnectionWatch } from './connectionWatch.js';
import { createDeliveryLog } from './deliveryLog.js';
import { sendDeviceData } from './deviceData.js';
import {
  type CheckoutListener,
  type CheckoutListenerType,
  createEmitter,
  readyEvent,
  wireCallbacks,
} from './events.js';
import { createFormat } from './format.js';
import { attemptNumber, idempotencyKey } from './idempotency.js';
import type { CheckoutOptions } from './options.js';
import { createOrderDelivery } from './orderDelivery.js';
import { createOrderStore } from './orderStore.js';
import { outcomeUnknown, paymentTaken } from './paymentOutcome.js';
import { createServiceClock } from './serviceClock.js';
import { asCheckoutError, buyerMessage, isAbort } from './serviceMessages.js';
import { createStatusTracker, isFinalState, type TrackerTiming } from './statusTracker.js';
import { createFormModel } from './steps/details/model.js';
import { FlowModel, type StepDescriptor } from './steps/flow.js';
import { FLOW, stepPart } from './steps/index.js';
import { outcomes } from './steps/outcomes/index.js';
import { OutcomeModel } from './steps/outcomes/model.js';
import { PaymentModel } from './steps/payment/model.js';
import { type Step, stepFor } from './steps/screen.js';
import { type KeyValueStore, sessionStore } from './storage.js';
import { strings } from './strings.js';
import { createTimeToPay } from './timeToPay.js';

export type { FormStep, Step } from './steps/screen.js';

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
  flow?: readonly StepDescriptor[] | undefined;
}

/** No call may keep the buyer waiting longer than this, retries included. */
export const CALL_DEADLINE_MS = 15_000;

/**
 * The checkout's state and actions: session, buyer form, payment, order status, countdown and
 * errors. Views read its signals and call its actions; `dispose()` stops every request, stream
 * and timer it started and drops every listener.
 */
export function createCheckoutModel(options: CheckoutOptions, deps: CheckoutDeps = {}) {
  const now = deps.now ?? Date.now;
  const clock = createServiceClock(deps.monotonic, now);
  const store = deps.store ?? sessionStore();
  const lifetime = new AbortController();
  const opts = { signal: lifetime.signal };
  const client = createCheckoutClient({
    baseUrl: options.baseUrl,
    clientToken: options.clientToken,
    fetch: deps.fetch,
    retry: deps.retry,
    timeoutMs: deps.timeoutMs,
    deadlineMs: deps.deadlineMs ?? CALL_DEADLINE_MS,
  });
  const events = createEmitter();
  wireCallbacks(options, events);
  const behaviour = createBehaviourRecorder();
  const format = createFormat(options.locale);

  const session = signal<CheckoutSession | null>(null);
  const retrying = signal(false);
  const fatal = signal<NftCheckoutError | null>(null);
  const paying = signal(false);
  const payError = signal<string | null>(null);
  const announcement = signal('');
  let deviceDataSent = false;
  let disposed = false;

  // The age check counts days on the service's clock too.
  let configurationReported = false;
  /** A failure the host hears of through onError. A configuration problem (a page opened from a
   * file, say) is one problem however many parts meet it: told once. */
  function report(error: NftCheckoutError) {
    if (disposed) return;
    if (error.code === 'CONFIGURATION') {
      if (configurationReported) return;
      configurationReported = true;
    }
    events.emitError(error);
  }

  const form = createFormModel(clock.now);
  const payment = new PaymentModel({
    client,
    signal: lifetime.signal,
    enabled: computed<readonly PaymentMethodType[]>(
      () => session.value?.paymentMethods.enabled ?? [],
    ),
    buyer: () => toBuyer(form.values.value),
    report,
  });
  const time = createTimeToPay({
    clock,
    extend: (expiresAt) => client.extendExpiry({ expiresAt }, opts),
    onExtended: (state) => offer(state),
    onTimeUp: () => void tracker.refresh(),
    onStale: () => void tracker.refresh(),
    announce: (text) => {
      announcement.value = text;
    },
    report,
    formatTime: (iso) => format.time(iso) ?? '',
    wallNow: now,
  });

  /** When the order can no longer be paid: the order's own expiry, else the token's. */
  const expiresAt = computed<string | null>(() => {
    const loaded = session.value;
    return orderState.value?.order.expiresAt ?? loaded?.expiresAt ?? null;
  });

  const step = computed<Step>(() =>
    stepFor({
      fatalCode: fatal.value?.code,
      loaded: orderState.value !== null,
      status: status.value,
      retrying: retrying.value,
      timeUp: time.timeUp.value,
      formStep: flow.id.value,
    }),
  );

  // The order feed, one way: tracker (stream, polls) and the confirm and extension answers →
  // the order store (status by the pure machine) → the delivery log → the host's callbacks.
  const deliver = createOrderDelivery({
    emitter: events,
    log: createDeliveryLog(store),
    onRefused: (error) => events.emitError(error),
  });
  const order = createOrderStore((state, result) => {
    deliver(state, result);
    react(state);
  });
  const orderState = order.state;
  const status = order.status;
  const offer = (state: OrderState) => {
    if (!disposed) order.offer(state);
  };

  const flow = new FlowModel({ steps: deps.flow ?? FLOW, session, order: orderState });
  const outcome = new OutcomeModel({ order: orderState, status });
  /** A step of the flow is on screen (the order can be paid). */
  const onForm = computed(() => step.value === flow.id.value);

  const tracker = createStatusTracker({
    client,
    timing: deps.trackerTiming,
    random: deps.random,
    onState: offer,
    onError: fail,
    onConnection: (up) => connection.feed(up),
  });
  const connection = createConnectionWatch({
    graceMs: deps.connectionGraceMs ?? 3000,
    browser: deps.connectivity,
    announce: (text) => {
      announcement.value = text;
    },
    onOnline: () => tracker.nudge(),
  });

  /** What the checkout itself does with each order state the store takes. */
  let announced: OrderStatus = 'Draft';
  function react(state: OrderState) {
    const current = status.peek();
    if (isFinalState(state)) connection.stop();
    batch(() => {
      if (current !== 'Declined') retrying.value = false;
      if (current !== announced) {
        announcement.value = strings.announcements[current] ?? '';
      }
    });
    announced = current;
    // The countdown runs while the order can be paid, to its latest known expiry.
    const payable = isPayable({ status: current, attemptsLeft: state.attemptsLeft });
    const until = state.order.expiresAt ?? session.value?.expiresAt;
    if (payable && until) time.run(until, session.value?.maxExpiresAt);
    else time.halt();
  }

  function fail(error: NftCheckoutError) {
    if (disposed || isAbort(error)) return;
    fatal.value = error;
    connection.stop();
    announcement.value =
      error.code === 'EXPIRED' ? (strings.announcements.Expired ?? '') : strings.headings.error;
    time.halt();
    events.emitError(error);
  }

  async function load() {
    if (session.value || disposed) return;
    fatal.value = null;
    try {
      const sentAt = clock.mark();
      const request = client.getSession(opts);
      // The first Intl objects cost tens of milliseconds (locale data): build what the first
      // step shows while the session is on the network, not after it arrives.
      const warm = setTimeout(() => {
        format.money(0, 'usd');
        format.countries();
        format.region();
        format.time(new Date(0).toISOString());
      }, 0);
      const loaded = await request.finally(() => clearTimeout(warm));
      if (disposed) return;
      clock.sync(loaded.now, sentAt);
      batch(() => {
        session.value = loaded;
        form.prefill(loaded.identityPrefill, format.region());
        payment.choose(loaded.paymentMethods.default);
      });
      events.emitReady(readyEvent(loaded));
      // Each method checks what it needs from the page now (a card frame cannot work on a
      // file:// page: reported once, and the buyer reads why wherever the card would be used).
      payment.start(loaded);
      offer(loaded.state);
      tracker.start(loaded.state);
      if (tracker.active) connection.start();
    } catch (error) {
      fail(asCheckoutError(error));
    }
  }

  /** One confirm per attempt: a flag against double clicks, a stored key against reloads. */
  async function pay() {
    const state = orderState.value;
    const chosen = payment.payment.value;
    if (paying.value || !state || !chosen || !onForm.value || flow.following.value) return;
    paying.value = true;
    payError.value = null;
    const key = idempotencyKey(store, state.order.id, attemptNumber(state));
    try {
      if (!deviceDataSent) {
        deviceDataSent = true;
        const wait = deps.deviceDataTimeoutMs ?? 2000;
        await sendDeviceData(client, behaviour, options.locale, lifetime.signal, wait);
      }
      if (disposed) return;
      const buyer = toBuyer(form.values.value);
      offer(await client.confirm({ buyer, payment: chosen }, key, opts));
    } catch (error) {
      if (disposed || isAbort(error)) return;
      const failure = asCheckoutError(error);
      const unknown = outcomeUnknown(failure);
      if (unknown || failure.code === 'CONFLICT') {
        // Paid elsewhere (another tab), or maybe paid here with the answer lost: the order tells.
        const shown = orderState.value;
        const current = paymentTaken(state, shown)
          ? shown
          : await client.getOrderState(opts).catch(() => null);
        if (disposed) return;
        if (current) offer(current);
        // The service has this payment: the buyer sees it processing, and nothing failed.
        if (unknown && paymentTaken(state, current)) return;
      }
      if (failure.code !== 'CONFLICT') payError.value = buyerMessage(failure);
      events.emitError(failure);
    } finally {
      paying.value = false;
    }
  }

  return {
    options,
    format,
    behaviour,
    session,
    orderState,
    status,
    step,
    /** The purchase flow: the steps needed, the current one, Back and Continue. */
    flow,
    onForm,
    /** What the outcome screens show. */
    outcome,
    form,
    payment,
    paying,
    payError,
    secondsLeft: time.secondsLeft,
    expiresAt,
    time,
    announcement,
    fatal,
    /** Updates have not reached the checkout for a while (shown and announced). */
    connectionLost: connection.lost,
    load,
    /** Continue: the current step checks what it asked for, then the next needed step shows. */
    next(): Promise<void> {
      const from = flow.current.value;
      const to = flow.following.value;
      if (!from || !to || !onForm.value) return Promise.resolve();
      const go = (passed: boolean) => {
        if (!passed || disposed || flow.current.value !== from) return;
        batch(() => {
          payError.value = null;
          flow.go(to.id);
        });
      };
      const passed = from.leave ? from.leave({ form, payment }) : true;
      // A step that checks at once (the details) moves at once, in the same click.
      if (typeof passed === 'boolean') {
        go(passed);
        return Promise.resolve();
      }
      return passed.then(go);
    },
    back() {
      flow.back();
    },
    pay,
    tryAnotherMethod() {
      if ((orderState.value?.attemptsLeft ?? 0) <= 0) return;
      batch(() => {
        payment.reset();
        payError.value = null;
        retrying.value = true;
        const restart = flow.retryStep.value;
        if (restart) flow.go(restart);
      });
    },
    /** After a failed load: ask for the session again. */
    retryLoad() {
      if (!session.value) void load();
    },
    /** Loads every part the buyer may need next (the first step is on screen). */
    async prefetch(): Promise<void> {
      const quiet = () => undefined;
      await Promise.all([
        payment.prefetch(),
        ...flow.needed.value.map((s) => loadChunk(stepPart(s.id), s.load).catch(quiet)),
        loadChunk(outcomes.part, outcomes.load).catch(quiet),
      ]);
    },
    /** A failure the host hears about through onError (a part of the checkout that failed). */
    report,
    on<K extends CheckoutListenerType>(type: K, listener: CheckoutListener<K>): () => void {
      return events.on(type, listener);
    },
    listenerCount: events.listenerCount,
    get trackerActive(): boolean {
      return tracker.active;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      lifetime.abort();
      tracker.dispose();
      connection.stop();
      time.dispose();
      events.clear();
      payment.dispose();
    },
  };
}

export type CheckoutModel = ReturnType<typeof createCheckoutModel>;
