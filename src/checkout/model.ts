import { action, computed, createModel, signal } from '@preact/signals';
import type { CheckoutSession, OrderState } from '../api/checkout.js';
import { createSessionClient } from '../api/sessionClient.js';
import { createAnnouncer } from './announcer.js';
import { createBehaviourRecorder } from './behaviour.js';
import { buyerFacts } from './buyerFacts.js';
import type { CheckoutDeps } from './checkoutDeps.js';
import { clientSettings } from './clientSettings.js';
import { createContinue } from './continueStep.js';
import { createEarlyContinue } from './earlyContinue.js';
import { createFormat } from './format.js';
import { createHostControls } from './hostControls.js';
import { createEmitter, wireCallbacks } from './hostEmitter.js';
import { keptForm } from './keptForm.js';
import type { CheckoutOptions } from './options.js';
import { createOrderStore } from './orderStore.js';
import type { PurchaseApi as Purchase } from './purchase/purchaseApi.js';
import { purchaseReads } from './purchaseReads.js';
import { createPurchaseStarter } from './purchaseStarter.js';
import { createReporter } from './reporter.js';
import { createServiceClock } from './serviceClock.js';
import { createSessionLoad } from './sessionLoad.js';
import { stepOnScreen } from './stepOnScreen.js';
import { watchStepProgress } from './stepProgress.js';
import type { AnyStep, StepContext } from './steps/descriptor.js';
import { FlowModel } from './steps/flow.js';
import { FLOW } from './steps/index.js';

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
  const paying = signal(false);
  const payError = signal<string | null>(null);
  let disposed = false;

  const report = createReporter(events.emitError, () => disposed);
  const voice = createAnnouncer({
    purchase,
    status: () => order.status.peek(),
    report,
    disposed: () => disposed,
  });
  const { fatal, announce, fail } = voice;

  const kept = keptForm(deps.form, clock.now);
  const { form } = kept;
  // The form shows before the session arrives: the country starts as the locale's.
  form.prefill(undefined, formats.value.region());

  // The order feed, one way: the purchase's feed (stream, polls) and the confirm, extension and
  // identity assessment answers → the order store (status by the pure machine) → the purchase:
  // the identity check's steps, then the delivery log → the host's callbacks.
  const order = createOrderStore(voice.react);
  const { state: orderState, status } = order;
  const offer = (state: OrderState) => {
    if (!disposed) order.offer(state);
  };

  /** What the service verified in this checkout (the steps' facts: `StepModelContext`). */
  const verified = signal<readonly string[]>([]);
  const buyer = buyerFacts(form, verified);
  const steps = deps.flow ?? FLOW;
  const flow = new FlowModel({ steps, session, order: orderState, buyer });
  /** Continue pressed before the session arrived: run once when it does. */
  const { early, sessionLoaded } = createEarlyContinue(() => flow.current.peek());
  const reads = purchaseReads(purchase);

  const { step, onForm } = stepOnScreen({ fatal, orderState, status, flow, reads });

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
      verified,
      paying,
      payError,
      offer,
      fail,
      report,
      announce,
      emitter: events,
      next: () => model.next(),
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
    takeResumeStep: kept.takeStep,
    next: () => model.next(),
    disposed: () => disposed,
  });

  /** A step's model: its own, made by the purchase (loaded by then), else the buyer form. */
  const modelOf = (at: AnyStep): unknown => (at.model ? running().stepModel(at.id) : form);
  const stepContext: StepContext = { quoted: reads.quoted };

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
    ...reads,
    paying,
    payError,
    announcement: voice.announcement,
    fatal,
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
    ...createHostControls({ current, purchase, session, flow, needPurchase, load, report }),
    /** Loads the purchase for a part that needs it; rejects (retryably) if it cannot. */
    needPurchase: action(needPurchase),
    /** A failure the host hears about through onError (a part of the checkout that failed). */
    report: action(report),
    on: action(events.on),
    listenerCount: events.listenerCount,
    /** Whether the order feed is following the order (tests read it). */
    trackerActive: () => purchase.peek()?.trackerActive() ?? false,
    dispose: action(() => {
      if (disposed) return;
      disposed = true;
      // The element's next mount takes the buyer back here (see resume).
      kept.keepStep(flow.id.peek());
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
