import { action, computed, createModel, signal } from '@preact/signals';
import type { CheckoutSession, OrderState } from '../api/checkout.js';
import { NftCheckoutError } from '../api/errors.js';
import type { ReduceResult } from '../api/orderStatusMachine.js';
import type { OrderStatus } from '../api/orders.js';
import { createSessionClient } from '../api/sessionClient.js';
import { createFormModel } from '../slices/details/widget/model.js';
import { outcomes } from '../slices/outcomes/widget/index.js';
import { createBehaviourRecorder } from './behaviour.js';
import { buyerFacts } from './buyerFacts.js';
import type { CheckoutDeps } from './checkoutDeps.js';
import { loadChunk } from './chunks/loadChunk.js';
import { clientSettings } from './clientSettings.js';
import { createContinue } from './continueStep.js';
import { createEarlyContinue } from './earlyContinue.js';
import {
  type CheckoutListener,
  type CheckoutListenerType,
  createEmitter,
  wireCallbacks,
} from './events.js';
import { createFormat } from './format.js';
import { type CheckoutOptions, type CheckoutOptionsInput, parseUpdate } from './options.js';
import { createOrderStore } from './orderStore.js';
import type { PurchaseApi as Purchase } from './purchase/purchaseApi.js';
import { createPurchaseStarter } from './purchaseStarter.js';
import { createReporter } from './reporter.js';
import { createServiceClock } from './serviceClock.js';
import { isAbort } from './serviceMessages.js';
import { createSessionLoad } from './sessionLoad.js';
import { watchStepProgress } from './stepProgress.js';
import type { AnyStep, StepContext } from './steps/descriptor.js';
import { FlowModel } from './steps/flow.js';
import { FLOW, stepPart } from './steps/index.js';
import { type Step, stepFor } from './steps/screen.js';
import { strings } from './strings.js';

export type { CheckoutDeps } from './checkoutDeps.js';
export type { FormStep, Step } from './steps/screen.js';

/**
 * The checkout's state and actions. This model is the first screen's: the session, the buyer
 * form, the flow, the order store and what the host hears. The rest of the purchase (payment,
 * the order feed, the time to pay) is `purchase`, a model loaded as a chunk alongside the
 * session; `load()` resolves once both are in. Views read its signals and call its actions;
 * `dispose()` stops every request, stream and timer and drops every listener.
 */
export const CheckoutModel = createModel((options: CheckoutOptions, deps: CheckoutDeps = {}) => {
  // update() swaps these: the views, the formats and the callbacks read the latest.
  const current = signal(options);
  const locale = computed(() => current.value.locale);
  const formats = computed(() => createFormat(locale.value));
  const now = deps.now ?? Date.now;
  const clock = createServiceClock(deps.monotonic, now);
  const lifetime = new AbortController();
  const clientOptions = clientSettings(options, deps);
  // The first screen reads the session; the purchase makes the whole client from these options.
  const client = createSessionClient(clientOptions);
  const events = createEmitter();
  wireCallbacks(() => current.value, events);
  const behaviour = createBehaviourRecorder();

  const session = signal<CheckoutSession | null>(null);
  const purchase = signal<Purchase | null>(null);
  const fatal = signal<NftCheckoutError | null>(null);
  const paying = signal(false);
  const payError = signal<string | null>(null);
  const announcement = signal('');
  let disposed = false;

  const report = createReporter(events.emitError, () => disposed);
  const announce = (text: string) => {
    announcement.value = text;
  };

  // The age check counts days on the service's clock too. The element mounting again for a new
  // token hands over the form it had, so what the buyer typed stays.
  const kept = deps.form ?? {};
  kept.current ??= createFormModel(clock.now);
  const form = kept.current;
  // The form shows before the session arrives: the country starts as the locale's.
  form.prefill(undefined, formats.value.region());

  // The order feed, one way: the purchase's feed (stream, polls) and the confirm, extension and
  // identity assessment answers → the order store (status by the pure machine) → the purchase:
  // the identity check's steps, then the delivery log → the host's callbacks.
  const order = createOrderStore(react);
  const orderState = order.state;
  const status = order.status;
  const offer = (state: OrderState) => {
    if (!disposed) order.offer(state);
  };

  /** Phones the service verified in this checkout (normalised); the session adds its own. */
  const verifiedPhones = signal<readonly string[]>([]);
  const buyer = buyerFacts(session, form, verifiedPhones);
  const steps = deps.flow ?? FLOW;
  const flow = new FlowModel({ steps, session, order: orderState, buyer });
  /** True once the session has loaded, false when the checkout is gone before it has. */
  let sessionLoaded: (arrived: boolean) => void = () => undefined;
  /** Continue pressed before the session arrived: run once when it does. */
  const early = createEarlyContinue(
    new Promise<boolean>((resolve) => {
      sessionLoaded = resolve;
    }),
    () => flow.current.peek(),
  );
  const time = computed(() => purchase.value?.time ?? null);

  const step = computed<Step>(() =>
    stepFor({
      fatalCode: fatal.value?.code,
      loaded: orderState.value !== null,
      early: flow.current.value?.module !== undefined,
      status: status.value,
      retrying: purchase.value?.retrying.value ?? false,
      timeUp: time.value?.timeUp.value ?? false,
      formStep: flow.id.value,
    }),
  );
  /** A step of the flow is on screen (the order can be paid). */
  const onForm = computed(() => step.value === flow.id.value);

  /** What the first screen does with each order state the store takes; then the purchase. */
  let announced: OrderStatus = 'Draft';
  function react(state: OrderState, result: ReduceResult) {
    const current = status.peek();
    if (current !== announced) announce(strings.announcements[current] ?? '');
    announced = current;
    purchase.peek()?.react(state, result);
  }

  function fail(error: NftCheckoutError) {
    if (disposed || isAbort(error)) return;
    fatal.value = error;
    purchase.peek()?.halt();
    announce(
      error.code === 'EXPIRED' ? (strings.announcements.Expired ?? '') : strings.headings.error,
    );
    report(error);
  }

  const starter = createPurchaseStarter({
    purchase,
    session,
    steps,
    core: (loaded, stepModules) => ({
      get options() {
        return current.value;
      },
      deps,
      clientOptions,
      signal: lifetime.signal,
      clock,
      step,
      behaviour,
      session: loaded,
      orderState,
      status,
      flow,
      steps,
      stepModules,
      form,
      onForm,
      verifiedPhones,
      paying,
      payError,
      offer,
      fail,
      report,
      announce,
      emitter: events,
    }),
    disposed: () => disposed,
  });
  const { start: startPurchase, need: needPurchase, running } = starter;

  const load = createSessionLoad({
    session,
    fatal,
    client,
    signal: lifetime.signal,
    clock,
    format: () => formats.value,
    form,
    events,
    offer,
    arrived: () => sessionLoaded(true),
    fail,
    report,
    startPurchase,
    // Mounted again by the element: back to the step the last mount was on.
    takeResumeStep: () => {
      const was = kept.step;
      kept.step = undefined;
      return was;
    },
    next: () => model.next(),
    disposed: () => disposed,
  });

  /** A step's model: its own, made by the purchase (loaded by then), else the buyer form. */
  const modelOf = (at: AnyStep): unknown => (at.model ? running().stepModel(at.id) : form);
  const stepContext: StepContext = {
    quoted: computed(() => purchase.value?.quoted.value ?? null),
  };

  const stopProgress = watchStepProgress({
    step,
    flow,
    onForm,
    purchase,
    modelOf,
    context: stepContext,
    emitChange: events.emitChange,
  });

  const model = {
    /**
     * The host's options, validated and as update() last set them. A getter, so the function
     * stays a tracked read (a model's own functions become untracked actions).
     */
    get options() {
      return () => current.value;
    },
    /** Numbers, prices and country names in the current locale. */
    get format() {
      return formats.value;
    },
    /** The buyer's locale (BCP 47), as mount() or the latest update() gave it. */
    locale,
    behaviour,
    session,
    orderState,
    status,
    step,
    /** The purchase flow: the steps needed, the current one, Back and Continue. */
    flow,
    onForm,
    form,
    /** The rest of the purchase, once its chunk has loaded (null before). */
    purchase,
    /** A step's model, by step id, once the purchase has made it (a step's view knows its type). */
    get stepModel() {
      // A getter, so a view's read of the purchase stays tracked (a model's own functions become
      // untracked actions): a view drawn before the purchase loaded draws again when it has.
      return <M>(id: string): M | undefined => purchase.value?.stepModel<M>(id);
    },
    /** The payment the review shows and Pay confirms, once quoted. */
    quoted: stepContext.quoted,
    /** A later step's preparation that Continue started (the identity assessment), and its failure. */
    preparing: computed(() => purchase.value?.preparing.value ?? false),
    prepareError: computed(() => purchase.value?.prepareError.value ?? null),
    paying,
    payError,
    /** The time to pay (null until the purchase has loaded). */
    time,
    secondsLeft: computed(() => time.value?.secondsLeft.value ?? null),
    announcement,
    fatal,
    /** Updates have not reached the checkout for a while (shown and announced). */
    connectionLost: computed(() => purchase.value?.connectionLost.value ?? false),
    load: action(load),
    /**
     * Continue: the current step checks what it asked for, the later steps that depend on the
     * service's answer prepare (the identity assessment), then the next needed step shows.
     */
    next: action(
      createContinue({
        steps,
        flow,
        session,
        onForm,
        payError,
        modelOf,
        early: (from): Promise<void> => early(from, model.next),
        needPurchase,
        report,
        disposed: () => disposed,
      }),
    ),
    back: action(() => flow.back()),
    pay: action(() => running().pay()),
    /**
     * The host's own Pay button (`handle.submit()`): the review's pay, refused with VALIDATION
     * anywhere else. A call while a payment is under way shares it: one confirm.
     */
    submit: action(
      (): Promise<void> =>
        purchase.value?.submit() ??
        Promise.reject(new NftCheckoutError('VALIDATION', 'submit(): the checkout is loading.')),
    ),
    /**
     * `handle.update()`: a new locale, appearance or callbacks, live. What the buyer typed and
     * the step stay; the views draw again. Throws CONFIGURATION as mount() does.
     */
    update: action((input: Partial<CheckoutOptionsInput>) => {
      current.value = parseUpdate(input, current.peek());
    }),
    tryAnotherMethod: action((): void => {
      const started = purchase.peek();
      if (started) started.tryAnotherMethod();
      else void needPurchase().then((late) => late.tryAnotherMethod(), report);
    }),
    /** After a failed load: ask for the session again. */
    retryLoad: action(() => {
      if (!session.value) void load();
    }),
    /** Loads the purchase for a part that needs it; rejects (retryably) if it cannot. */
    needPurchase: action(needPurchase),
    /** Loads every part the buyer may need next (the first step is on screen). */
    prefetch: action(async (): Promise<void> => {
      const quiet = () => undefined;
      await Promise.all([
        needPurchase().then((started) => started.prefetch(), quiet),
        ...flow.needed.value.map((s) => loadChunk(stepPart(s.id), s.load).catch(quiet)),
        loadChunk(outcomes.part, outcomes.load).catch(quiet),
      ]);
    }),
    /** A failure the host hears about through onError (a part of the checkout that failed). */
    report: action(report),
    on: action(
      <K extends CheckoutListenerType>(type: K, listener: CheckoutListener<K>): (() => void) =>
        events.on(type, listener),
    ),
    listenerCount: events.listenerCount,
    /** Whether the order feed is following the order (tests read it). */
    trackerActive: () => purchase.peek()?.trackerActive() ?? false,
    dispose: action(() => {
      if (disposed) return;
      disposed = true;
      // The element's next mount takes the buyer back here (see resume).
      kept.step = flow.id.peek();
      sessionLoaded(false);
      stopProgress();
      lifetime.abort();
      purchase.peek()?.dispose();
      events.clear();
    }),
  };
  return model;
});

export type CheckoutModel = InstanceType<typeof CheckoutModel>;

/** A checkout model for `options` (the widget's and the tests' way to make one). */
export function createCheckoutModel(options: CheckoutOptions, deps: CheckoutDeps = {}) {
  return new CheckoutModel(options, deps);
}
