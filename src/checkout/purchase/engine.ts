// The purchase: everything after the first screen that runs rather than draws. The payment
// methods' state, the order feed from the service (event stream, polling, connection watch),
// the time to pay, and paying itself. A chunk of its own, loaded while the buyer fills in the
// first step (model.ts starts it with the session); the first screen never waits for it.
import { action, batch, computed, createModel, signal } from '@preact/signals';
import type { OrderState } from '../../api/checkout.js';
import { createCheckoutClient } from '../../api/checkoutClient.js';
import type { PaymentMethodType } from '../../api/clientTokens.js';
import { NftCheckoutError } from '../../api/errors.js';
import { normalisePhone } from '../../api/formats.js';
import { isFinalState, isPayable, progressOf } from '../../api/lifecycle.js';
import { initialMachineState, type ReduceResult, reduce } from '../../api/orderStatusMachine.js';
import { createActionDelivery } from '../actionDelivery.js';
import { toBuyer } from '../buyerForm.js';
import { loadChunk } from '../chunks/loadChunk.js';
import { createConnectionWatch } from '../connectionWatch.js';
import { createDeliveryLog } from '../deliveryLog.js';
import { sendDeviceData } from '../deviceData.js';
import { attemptNumber, idempotencyKey } from '../idempotency.js';
import { createOrderDelivery } from '../orderDelivery.js';
import { outcomeUnknown, paymentTaken } from '../paymentOutcome.js';
import { asCheckoutError, buyerMessage, isAbort } from '../serviceMessages.js';
import { createStatusTracker } from '../statusTracker.js';
import { identityDocument } from '../steps/document/index.js';
import { IdentityModel } from '../steps/document/model.js';
import { stepPart } from '../steps/index.js';
import { PaymentModel } from '../steps/payment/model.js';
import { PhoneModel } from '../steps/phone/model.js';
import { TaxIdModel } from '../steps/taxId/model.js';
import { sessionStore } from '../storage.js';
import { createTimeToPay } from '../timeToPay.js';
import { createVerificationDelivery } from '../verificationDelivery.js';
import { ACTION_LOG_KEY, createVerificationLog } from '../verificationLog.js';
import type { PurchaseApi } from './purchaseApi.js';
import { createTimeFormat } from './timeFormat.js';
import type { PurchaseCore } from './types.js';

export type { PurchaseCore } from './types.js';

export const Purchase = createModel((core: PurchaseCore): PurchaseApi => {
  const { session, deps } = core;
  // What must outlive a reload (events told, payment keys): the tab's session storage.
  const store = deps.store ?? sessionStore();
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

  const payment = new PaymentModel({
    client,
    signal: core.signal,
    enabled: computed<readonly PaymentMethodType[]>(() => session.paymentMethods.enabled),
    buyer: () => toBuyer(core.form.values.value),
    report: core.report,
  });
  const phone = new PhoneModel({
    client,
    signal: core.signal,
    clock: core.clock,
    phone: () => core.form.values.value.phone,
    setPhone: (value) => core.form.setField('phone', value),
    isVerified: (number) =>
      core.verifiedPhones.value.includes(number) ||
      normalisePhone(session.checks.phone.verifiedPhone ?? '') === number,
    onVerified: (number) => {
      const known = core.verifiedPhones.value;
      if (!known.includes(number)) core.verifiedPhones.value = [...known, number];
    },
    formatTime: (iso) => timeFormats.value.time(iso) ?? iso,
    report: core.report,
  });
  const taxId = new TaxIdModel({ report: core.report });

  /** The buyer as confirm sends them, with the tax id (a token) when their country gives one. */
  function buyerFacts() {
    const buyer = toBuyer(core.form.values.value);
    const kept = taxId.token.value;
    const asked = session.checks.taxId.countries.includes(buyer.address.countryCode);
    return asked && kept ? { buyer, taxIdToken: kept.taxIdToken } : { buyer };
  }

  const identity = new IdentityModel({
    enabled: session.checks.identity.enabled,
    check: computed(() => core.orderState.value?.identity),
    // The service decides on the facts confirm will send.
    facts: buyerFacts,
    assess: async (body) => {
      await sendDeviceDataOnce();
      return client.assessIdentity(body, opts);
    },
    offer,
    payable: () => core.onForm.peek(),
    announce: core.announce,
    report: core.report,
  });
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
    identity.react(state);
    // The countdown runs while the order can be paid, to its latest known expiry.
    const payable = isPayable({ status: current, attemptsLeft: state.attemptsLeft });
    const until = state.order.expiresAt ?? session.expiresAt;
    if (payable && until) time.run(until, session.maxExpiresAt);
    else time.halt();
    deliver(state, result);
  }

  let paid: Promise<NftCheckoutError | undefined> | undefined;
  /**
   * One confirm per attempt: one payment in flight (a second click, or submit(), shares it), a
   * stored key against reloads. Settles with the failure the buyer is shown, if any.
   */
  function pay() {
    paid ??= attemptPayment().finally(() => {
      paid = undefined;
    });
    return paid;
  }

  /** The review's Pay can pay now: on the last step, with the payment prepared. */
  const payable = () =>
    core.onForm.value && !core.flow.following.value && payment.payment.value !== null;

  async function attemptPayment(): Promise<NftCheckoutError | undefined> {
    const state = core.orderState.value;
    const chosen = payment.payment.value;
    const { paying, payError } = core;
    if (!state || !chosen || !payable()) return;
    paying.value = true;
    payError.value = null;
    const key = idempotencyKey(store, state.order.id, attemptNumber(state));
    try {
      await sendDeviceDataOnce();
      if (disposed) return;
      offer(await client.confirm({ ...buyerFacts(), payment: chosen }, key, opts));
    } catch (error) {
      if (disposed || isAbort(error)) return;
      const failure = asCheckoutError(error);
      const unknown = outcomeUnknown(failure);
      if (unknown || failure.code === 'CONFLICT') {
        // Paid elsewhere (another tab), or maybe paid here with the answer lost: the order tells.
        const shown = core.orderState.value;
        const current = paymentTaken(state, shown)
          ? shown
          : await client.getOrderState(opts).catch(() => null);
        if (disposed) return;
        if (current) offer(current);
        // The service has this payment: the buyer sees it processing, and nothing failed.
        if (unknown && paymentTaken(state, current)) return;
      }
      if (failure.code !== 'CONFLICT') payError.value = buyerMessage(failure);
      core.report(failure as NftCheckoutError);
      return failure as NftCheckoutError;
    } finally {
      paying.value = false;
    }
  }

  // Start: the chosen method, each method's checks of the page, the feed, and the state so far.
  payment.choose(session.paymentMethods.default);
  payment.start(session);
  const known = core.orderState.peek() ?? session.state;
  tracker.start(known);
  if (tracker.active) connection.start();
  // The states the store took before this chunk: the machine's verdict on the whole history is
  // theirs together (it is pure), and the delivery log keeps each event to once.
  react(known, reduce(initialMachineState(), known.transitions));

  return {
    payment,
    phone,
    taxId,
    identity,
    time,
    /** Durations and clock times of the time to pay, in the buyer's locale. */
    get timeFormat() {
      return timeFormats.value;
    },
    /** The buyer chose to try another method after a decline. */
    retrying,
    /** Updates have not reached the checkout for a while (shown and announced). */
    connectionLost: connection.lost,
    react: action(react),
    resume: action(async (target: string, next: () => Promise<void>) => {
      const { flow } = core;
      const context = { form: core.form, payment, phone, taxId, identity };
      for (const _ of flow.needed.peek()) {
        const at = flow.current.peek();
        if (disposed || !at || at.id === target || !core.onForm.peek()) return;
        if (!(at.complete?.(context) ?? false)) return;
        await next();
        if (flow.current.peek() === at) return;
      }
    }),
    pay: action(pay),
    submit: action(async (): Promise<void> => {
      if (!paid && !payable()) {
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
        payment.reset();
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
      // A document may be asked for once the details are in: its step is not needed yet, so the
      // flow's prefetch leaves it out.
      const document = session.checks.identity.enabled
        ? loadChunk(stepPart(identityDocument.id), identityDocument.load).catch(() => undefined)
        : undefined;
      await Promise.all([payment.prefetch(), document]);
    }),
    dispose: action(() => {
      if (disposed) return;
      disposed = true;
      tracker.dispose();
      connection.stop();
      time.dispose();
      payment.dispose();
      phone.dispose();
      identity.dispose();
    }),
  };
});

export type Purchase = PurchaseApi;
