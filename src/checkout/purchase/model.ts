// The purchase: everything after the first screen that runs rather than draws. The payment
// methods' state, the order feed from the service (event stream, polling, connection watch),
// the time to pay, and paying itself. A chunk of its own, loaded while the buyer fills in the
// first step (model.ts starts it with the session); the first screen never waits for it.
import { action, batch, computed, createModel, signal } from '@preact/signals';
import type { OrderState } from '../../api/checkout.js';
import type { BuyerPart } from '../../api/checkoutChecks.js';
import { createCheckoutClient } from '../../api/checkoutClient.js';
import { NftCheckoutError } from '../../api/errors.js';
import { isFinalState, isPayable, progressOf } from '../../api/lifecycle.js';
import { initialMachineState, type ReduceResult, reduce } from '../../api/orderStatusMachine.js';
import { createActionDelivery } from '../actionDelivery.js';
import { toBuyer } from '../buyerForm.js';
import { loadChunk } from '../chunks/loadChunk.js';
import { createConnectionWatch } from '../connectionWatch.js';
import { createDeliveryLog } from '../deliveryLog.js';
import { sendDeviceData } from '../deviceData.js';
import { createOrderDelivery } from '../orderDelivery.js';
import { createStatusTracker } from '../statusTracker.js';
import type { AnyStep } from '../steps/descriptor.js';
import { stepPart } from '../steps/index.js';
import { tabStore } from '../storage.js';
import { createTimeToPay } from '../timeToPay.js';
import { createVerificationDelivery } from '../verificationDelivery.js';
import { ACTION_LOG_KEY, createVerificationLog } from '../verificationLog.js';
import { createPayment } from './payment.js';
import type { PurchaseApi } from './purchaseApi.js';
import { createStepModels, firstOf, someOf } from './stepModels.js';
import { createTimeFormat } from './timeFormat.js';
import type { PurchaseCore } from './types.js';
import { createUpfront } from './upfront.js';

export type { PurchaseCore } from './types.js';

export const Purchase = createModel((core: PurchaseCore): PurchaseApi => {
  const { session, deps } = core;
  // What must outlive a reload (events told, payment keys): the tab's session storage.
  const store = deps.store ?? tabStore();
  const client = createCheckoutClient(core.clientOptions);
  const opts = { signal: core.signal };
  // The locale may change (handle.update()): the formats follow it.
  const timeFormats = computed(() => createTimeFormat(core.options.locale));
  const retrying = signal(false);
  let deviceData: Promise<void> | undefined;
  /**
   * The session's device and behaviour data, sent once, before the first risk decision that
   * reads it (the identity assessment, else confirm), so both decide on the same facts.
   */
  const sendDeviceDataOnce = () => {
    deviceData ??= sendDeviceData(
      client,
      core.behaviour,
      core.options.locale,
      core.signal,
      deps.deviceDataTimeoutMs ?? 2000,
    );
    return deviceData;
  };
  let disposed = false;
  const offer = (state: OrderState) => {
    if (!disposed) core.offer(state);
  };

  /** The buyer as confirm sends them, with what each step adds (the tax id token). */
  function facts(): BuyerPart {
    const buyer = toBuyer(core.form.values.value);
    const added = core.steps.map((step) => step.facts?.(modelOf(step), session, buyer));
    return Object.assign({ buyer }, ...added);
  }
  const models = createStepModels(core.steps, core.stepModules, {
    client,
    signal: core.signal,
    clock: core.clock,
    session,
    form: core.form,
    orderState: core.orderState,
    verified: core.verified,
    facts,
    beforeRisk: sendDeviceDataOnce,
    payable: () => core.onForm.peek(),
    offer,
    announce: core.announce,
    report: core.report,
    tell: (event) => core.emitter.emitStep(event),
    formatTime: (iso) => timeFormats.value.time(iso) ?? iso,
    methods: deps.methods,
  });
  const modelOf = (step: AnyStep) => models.get(step.id) ?? core.form;
  /** The payment the review shows, from the step that prepared it. */
  const quoted = computed(() => firstOf(core.steps, (step) => step.quoted?.(modelOf(step))));
  const stepContext = { quoted };
  const upfront = createUpfront(core, models);

  const time = createTimeToPay({
    clock: core.clock,
    extend: (expiresAt) => client.extendExpiry({ expiresAt }, opts),
    onExtended: offer,
    onTimeUp: () => void tracker.refresh(),
    onStale: () => void tracker.refresh(),
    announce: core.announce,
    report: core.report,
    formatTime: (iso) => timeFormats.value.time(iso) ?? '',
    wallNow: deps.now,
  });
  const tracker = createStatusTracker({
    client,
    timing: deps.trackerTiming,
    random: deps.random,
    onState: offer,
    onError: core.fail,
    onConnection: (up) => connection.feed(up),
  });
  const connection = createConnectionWatch({
    graceMs: deps.connectionGraceMs ?? 3000,
    browser: deps.connectivity,
    announce: core.announce,
    onOnline: () => tracker.nudge(),
  });

  const { emitter } = core;
  const verifications = createVerificationDelivery(createVerificationLog(store), emitter.emitStep);
  const actions = createActionDelivery(
    createVerificationLog(store, ACTION_LOG_KEY),
    emitter.emitStep,
  );
  // The order's transitions → the delivery log → the host's callbacks, each once per order.
  const deliver = createOrderDelivery({
    emitter,
    log: createDeliveryLog(store),
    onRefused: (error) => emitter.emitError(error),
  });

  /** What the purchase does with each order state the store takes. */
  function react(state: OrderState, result: ReduceResult) {
    verifications(state);
    actions(state);
    const current = core.status.peek();
    if (isFinalState(progressOf(state))) connection.stop();
    if (current !== 'Declined') retrying.value = false;
    for (const model of models.values()) model.react?.(state);
    // The countdown runs while the order can be paid, to its latest known expiry.
    const payable = isPayable({ status: current, attemptsLeft: state.attemptsLeft });
    const until = state.order.expiresAt ?? session.expiresAt;
    if (payable && until) time.run(until, session.maxExpiresAt);
    else time.halt();
    deliver(state, result);
  }

  const { pay, payable, inFlight } = createPayment({
    core,
    client,
    store,
    opts,
    quoted,
    facts,
    beforeConfirm: sendDeviceDataOnce,
    offer,
    disposed: () => disposed,
  });

  // Start: the feed, and the state so far.
  const known = core.orderState.peek() ?? session.state;
  tracker.start(known);
  if (tracker.active) connection.start();
  // The states the store took before this chunk: the machine's verdict on the whole history is
  // theirs together (it is pure), and the delivery log keeps each event to once.
  react(known, reduce(initialMachineState(), known.transitions));

  return {
    stepModel: <M>(id: string) => models.get(id) as M | undefined,
    quoted,
    preparing: computed(() => someOf(models, (model) => model.preparing?.value === true)),
    prepareError: computed(() => firstOf([...models.values()], (m) => m.prepareError?.value)),
    time,
    /** Durations and clock times of the time to pay, in the buyer's locale. */
    get timeFormat() {
      return timeFormats.value;
    },
    /** The buyer chose to try another method after a decline. */
    retrying,
    /** Updates have not reached the checkout for a while (shown and announced). */
    connectionLost: connection.lost,
    upfront: upfront.shown,
    react: action(react),
    resume: action(async (target: string, next: () => Promise<void>) => {
      const { flow } = core;
      for (const _ of flow.needed.peek()) {
        const at = flow.current.peek();
        if (disposed || !at || at.id === target || !core.onForm.peek()) return;
        if (!(at.complete?.(modelOf(at), stepContext) ?? false)) return;
        await next();
        if (flow.current.peek() === at) return;
      }
    }),
    pay: action(pay),
    submit: action(async (): Promise<void> => {
      if (!inFlight() && !payable()) {
        throw new NftCheckoutError(
          'VALIDATION',
          `submit() pays on step "review" (a change event says when), not "${core.step.value}".`,
        );
      }
      const failure = await pay();
      if (failure) throw failure;
    }),
    tryAnotherMethod: action(() => {
      if ((core.orderState.value?.attemptsLeft ?? 0) <= 0) return;
      batch(() => {
        for (const model of models.values()) model.reset?.();
        core.payError.value = null;
        retrying.value = true;
        const restart = core.flow.retryStep.value;
        if (restart) core.flow.go(restart);
      });
    }),
    /** The checkout stopped on a failure: no more updates, no countdown. */
    halt: action(() => {
      connection.stop();
      time.halt();
    }),
    /** Whether the order feed is following the order (tests read it). */
    trackerActive: () => tracker.active,
    prefetch: action(async () => {
      // A step the service may ask for on Continue is not needed yet, so the flow's prefetch
      // leaves its view out.
      const ahead = core.steps.filter((step) => step.prefetches?.(session));
      await Promise.all([
        ...[...models.values()].map((model) => model.prefetch?.()),
        ...ahead.map((step) => loadChunk(stepPart(step.id), step.load).catch(() => undefined)),
      ]);
    }),
    dispose: action(() => {
      if (disposed) return;
      disposed = true;
      upfront.stop();
      tracker.dispose();
      connection.stop();
      time.dispose();
      for (const model of models.values()) model.dispose?.();
    }),
  };
});

export type Purchase = PurchaseApi;
