// The purchase: everything after the first screen that runs rather than draws. The payment
// methods' state, the order feed from the service (event stream, polling, connection watch),
// the time to pay, and paying itself. A chunk of its own, loaded while the buyer fills in the
// first step (model.ts starts it with the session); the first screen never waits for it.
import { action, batch, computed, createModel, signal } from '@preact/signals';
import type { OrderState } from '../../api/checkout.js';
import { createCheckoutClient } from '../../api/checkoutClient.js';
import type { PaymentMethodType } from '../../api/clientTokens.js';
import type { NftCheckoutError } from '../../api/errors.js';
import { normalisePhone } from '../../api/formats.js';
import { isPayable } from '../../api/lifecycle.js';
import { toBuyer } from '../buyerForm.js';
import { createConnectionWatch } from '../connectionWatch.js';
import { sendDeviceData } from '../deviceData.js';
import { attemptNumber, idempotencyKey } from '../idempotency.js';
import { outcomeUnknown, paymentTaken } from '../paymentOutcome.js';
import { asCheckoutError, buyerMessage, isAbort } from '../serviceMessages.js';
import { createStatusTracker, isFinalState } from '../statusTracker.js';
import { PaymentModel } from '../steps/payment/model.js';
import { PhoneModel } from '../steps/phone/model.js';
import { TaxIdModel } from '../steps/taxId/model.js';
import { createTimeToPay } from '../timeToPay.js';
import { createTimeFormat } from './timeFormat.js';
import type { PurchaseApi, PurchaseCore } from './types.js';

export type { PurchaseCore } from './types.js';

export const Purchase = createModel((core: PurchaseCore): PurchaseApi => {
  const { session, deps } = core;
  const client = createCheckoutClient(core.clientOptions);
  const opts = { signal: core.signal };
  const timeFormat = createTimeFormat(core.options.locale);
  const retrying = signal(false);
  let deviceDataSent = false;
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
    formatTime: (iso) => timeFormat.time(iso) ?? iso,
    report: core.report,
  });
  const taxId = new TaxIdModel({ report: core.report });
  const time = createTimeToPay({
    clock: core.clock,
    extend: (expiresAt) => client.extendExpiry({ expiresAt }, opts),
    onExtended: offer,
    onTimeUp: () => void tracker.refresh(),
    onStale: () => void tracker.refresh(),
    announce: core.announce,
    report: core.report,
    formatTime: (iso) => timeFormat.time(iso) ?? '',
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

  /** What the purchase does with each order state the store takes. */
  function react(state: OrderState) {
    const current = core.status.peek();
    if (isFinalState(state)) connection.stop();
    if (current !== 'Declined') retrying.value = false;
    // The countdown runs while the order can be paid, to its latest known expiry.
    const payable = isPayable({ status: current, attemptsLeft: state.attemptsLeft });
    const until = state.order.expiresAt ?? session.expiresAt;
    if (payable && until) time.run(until, session.maxExpiresAt);
    else time.halt();
  }

  /** One confirm per attempt: a flag against double clicks, a stored key against reloads. */
  async function pay() {
    const state = core.orderState.value;
    const chosen = payment.payment.value;
    const { paying, payError } = core;
    if (paying.value || !state || !chosen || !core.onForm.value || core.flow.following.value) {
      return;
    }
    paying.value = true;
    payError.value = null;
    const key = idempotencyKey(core.store, state.order.id, attemptNumber(state));
    try {
      if (!deviceDataSent) {
        deviceDataSent = true;
        const wait = deps.deviceDataTimeoutMs ?? 2000;
        await sendDeviceData(client, core.behaviour, core.options.locale, core.signal, wait);
      }
      if (disposed) return;
      const buyer = toBuyer(core.form.values.value);
      // The tax id goes with the buyer the service asks it of (a US address), only as a token.
      const kept = taxId.token.value;
      const asked = session.checks.taxId.countries.includes(buyer.address.countryCode);
      const taxIdToken = asked && kept ? { taxIdToken: kept.taxIdToken } : {};
      offer(await client.confirm({ buyer, payment: chosen, ...taxIdToken }, key, opts));
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
    } finally {
      paying.value = false;
    }
  }

  // Start: the chosen method, each method's checks of the page, the feed, and the state so far.
  payment.choose(session.paymentMethods.default);
  payment.start(session);
  const known = core.orderState.peek();
  tracker.start(known ?? session.state);
  if (tracker.active) connection.start();
  react(known ?? session.state);

  return {
    payment,
    phone,
    taxId,
    time,
    /** Durations and clock times of the time to pay, in the buyer's locale. */
    timeFormat,
    /** The buyer chose to try another method after a decline. */
    retrying,
    /** Updates have not reached the checkout for a while (shown and announced). */
    connectionLost: connection.lost,
    react: action(react),
    pay: action(pay),
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
    prefetch: action(() => payment.prefetch()),
    dispose: action(() => {
      if (disposed) return;
      disposed = true;
      tracker.dispose();
      connection.stop();
      time.dispose();
      payment.dispose();
      phone.dispose();
    }),
  };
});

export type Purchase = PurchaseApi;
