import { action, batch, computed, createModel, type ReadonlySignal, signal } from '@preact/signals';
import type { OrderState } from '../../../api/checkout.js';
import type { NftCheckoutError } from '../../../api/errors.js';
import { createFrameSlot } from '../../../checkout/frames/frameSlot.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { asCheckoutError, buyerMessage, isAbort } from '../../../checkout/serviceMessages.js';
import type { IdentityAssessRequest } from '../api/checkoutIdentity.js';
import type { IdentityCheck, IdentityStatus } from '../api/identityCheck.js';

const t = purchaseStrings.document;

/** What the document frame answers once the buyer's images are with the verifier. */
export interface DocumentSubmission {
  verificationId: string;
}

export interface DocumentSubmitter {
  tokenize(): Promise<DocumentSubmission>;
}

export interface IdentityModelDeps {
  /** The session's `checks.identity.enabled`: the service may ask for a document. */
  enabled: boolean;
  /** The order's identity check, as the order store holds it. */
  check: ReadonlySignal<IdentityCheck | undefined>;
  /** The facts the service assesses: the buyer as confirm sends them, and the tax id token. */
  facts(): IdentityAssessRequest;
  assess(body: IdentityAssessRequest): Promise<OrderState>;
  /** Hands the answered order state to the order store. */
  offer(state: OrderState): void;
  /** The order can still be paid here (an assessment may have cancelled it). */
  payable(): boolean;
  announce(text: string): void;
  /** A failure the host should hear about (not the buyer's missing photo). */
  report(error: NftCheckoutError): void;
}

/** What the step shows: the frame, the verifier at work, or how it went. */
export type DocumentView = 'capture' | 'checking' | 'verified' | 'failed';

/** What is said of each status, read when said: the buyer's language may have loaded since. */
const ANNOUNCED: Partial<Record<IdentityStatus, 'checking' | 'verified' | 'failed'>> = {
  submitted: 'checking',
  verified: 'verified',
  failed: 'failed',
};

/**
 * The identity document step. The service decides from the buyer's details whether a document
 * is needed (`assess`, run as the buyer continues towards payment, again only when those details
 * change); the document and the selfie are taken in the service's frame, which hands back only
 * a verification id; how the verification went arrives on the order feed.
 */
export const IdentityModel = createModel((deps: IdentityModelDeps) => {
  const error = signal<string | null>(null);
  /** Why the last assessment failed: said on the step the buyer tried to leave. */
  const assessError = signal<string | null>(null);
  const assessing = signal(false);
  const sending = signal(false);
  /** A capture went to the verifier and Continue waits for the verdict on the order feed. */
  const waiting = signal(false);
  /** The buyer chose Try again after a failed capture: the frame shows again. */
  const retrying = signal(false);
  const frame = createFrameSlot<DocumentSubmitter>(error, deps.report);
  /** The facts of the last answered assessment, so unchanged details are not sent again. */
  let assessed: string | null = null;
  let running: { facts: string; answer: Promise<boolean> } | null = null;
  let verdict: { from: number; settle(verified: boolean): void } | null = null;
  let seen: string | undefined;
  let disposed = false;

  const view = computed<DocumentView>(() => {
    // The frame stays while it sends: the feed may tell of the submission, even of the verdict,
    // before the frame's answer arrives, and a frame taken away would drop that answer.
    if (sending.value) return 'capture';
    const status = deps.check.value?.status;
    if (status === 'verified') return 'verified';
    if (waiting.value || status === 'submitted') return 'checking';
    return status === 'failed' && !retrying.value ? 'failed' : 'capture';
  });

  async function send(facts: IdentityAssessRequest, print: string): Promise<boolean> {
    assessing.value = true;
    assessError.value = null;
    try {
      const answer = await deps.assess(facts);
      if (disposed) return false;
      deps.offer(answer);
      assessed = print;
      return deps.payable();
    } catch (failure) {
      if (disposed || isAbort(failure)) return false;
      const reason = asCheckoutError(failure);
      assessError.value = buyerMessage(reason);
      if (reason.code !== 'VALIDATION' && reason.code !== 'RATE_LIMITED') deps.report(reason);
      return false;
    } finally {
      assessing.value = false;
    }
  }

  function assess(): Promise<boolean> {
    if (!deps.enabled) return Promise.resolve(true);
    const facts = deps.facts();
    const print = JSON.stringify(facts);
    if (print === assessed) return Promise.resolve(true);
    // A second click while the same facts are on their way waits for the same answer.
    if (running?.facts !== print) {
      const answer = send(facts, print).finally(() => {
        if (running?.answer === answer) running = null;
      });
      running = { facts: print, answer };
    }
    return running.answer;
  }

  /** Settles the wait for a verdict once the feed has one (or the order can no longer be paid). */
  function settleVerdict() {
    if (!verdict) return;
    const check = deps.check.peek();
    const payable = deps.payable();
    const verified = check?.status === 'verified' || check?.required === false;
    const failed = check?.status === 'failed' && check.history.length > verdict.from;
    if (payable && !verified && !failed && !disposed) return;
    const done = verdict;
    verdict = null;
    waiting.value = false;
    done.settle(payable && verified && !disposed);
  }

  /** Waits for the verifier's verdict on the capture sent when the history had `from` entries. */
  function awaitVerdict(from: number): Promise<boolean> {
    waiting.value = true;
    const answer = new Promise<boolean>((resolve) => {
      verdict = { from, settle: resolve };
    });
    settleVerdict();
    return answer;
  }

  async function submit(): Promise<boolean> {
    const check = deps.check.peek();
    if (!check?.required || check.status === 'verified') return true;
    if (sending.peek() || waiting.peek()) return false;
    if (check.status === 'submitted') return awaitVerdict(check.history.length);
    // After a failure the buyer chooses Try again first: there is no capture to send yet.
    if (view.peek() !== 'capture') return false;
    const blocked = frame.problem.peek();
    const handle = frame.handle();
    if (blocked || !handle) {
      error.value = blocked ? blocked.message : t.notReady;
      return false;
    }
    const from = check.history.length;
    batch(() => {
      sending.value = true;
      error.value = null;
    });
    try {
      await handle.tokenize();
    } catch (failure) {
      if (isAbort(failure)) return false;
      const reason = asCheckoutError(failure);
      // The frame shows what is missing from the capture next to it; the rest is said here.
      if (reason.code !== 'VALIDATION') error.value = buyerMessage(reason);
      if (reason.code !== 'VALIDATION' && reason.code !== 'RATE_LIMITED') deps.report(reason);
      return false;
    } finally {
      sending.value = false;
    }
    if (disposed) return false;
    retrying.value = false;
    return awaitVerdict(from);
  }

  /** Each order state the store takes: a new step of the check is announced, a wait settled. */
  function react(state: OrderState) {
    const check = state.identity;
    const key = check && `${check.status}:${check.history.length}`;
    // The first state (the session's) tells nothing new: it is where the check already was. An
    // order that can no longer be paid (a forged document cancels it) is announced as such.
    const fresh = seen !== undefined && key !== seen && deps.payable();
    const said = fresh && check ? ANNOUNCED[check.status] : undefined;
    const text = said && t[said];
    seen = key ?? '';
    if (text) deps.announce(text);
    settleVerdict();
  }

  return {
    view,
    error,
    /** The assessment Continue started, and why it last failed (StepModelHooks). */
    preparing: assessing,
    prepareError: assessError,
    problem: frame.problem,
    /** Continue is at work: a capture being sent, or the verifier's verdict awaited. */
    busy: computed(() => sending.value || waiting.value),
    /** Another capture is allowed after this failure (else the service cancels the order). */
    canRetry: computed(() => {
      const check = deps.check.value;
      return (
        check?.status === 'failed' && check.attemptsLeft > 0 && check.failure !== 'document_forged'
      );
    }),
    setHandle: frame.setHandle,
    reportError: frame.reportError,
    /** The frame cannot be used (null: it works again); the host hears of each kind once. */
    setProblem: frame.setProblem,
    /** After a failed capture: the frame shows again, for a fresh one. */
    retry: action(() => {
      batch(() => {
        retrying.value = true;
        error.value = null;
      });
    }),
    assess: action(assess),
    submit: action(submit),
    react: action(react),
    dispose: action(() => {
      disposed = true;
      settleVerdict();
    }),
  };
});

export type IdentityModel = InstanceType<typeof IdentityModel>;
