import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type {
  BankLink,
  BankLinkRequest,
  Buyer,
  CardToken,
  Payment,
  Quote,
} from '../api/checkout.js';
import type { CheckoutClient } from '../api/checkoutClient.js';
import type { PaymentMethodType } from '../api/clientTokens.js';
import { NftCheckoutError } from '../api/errors.js';
import { buyerMessage, isAbort } from './serviceMessages.js';
import { strings } from './strings.js';

export type MethodChoice = 'card' | 'ach';

/** Bank login errors: per field, or `form` for a problem that is not the buyer's input. */
export type BankErrors = Partial<Record<'username' | 'password' | 'form', string>>;

/** Each missing credential on its own field; empty when both are there. */
function missingCredentials({ username, password }: BankLinkRequest): BankErrors {
  const errors: BankErrors = {};
  if (!username.trim()) errors.username = strings.bank.usernameRequired;
  if (!password) errors.password = strings.bank.passwordRequired;
  return errors;
}

/** The part of the card frame the model uses (see cardFrame/CardFrame.tsx). */
export interface CardTokenizer {
  tokenize(): Promise<CardToken>;
}

export interface PaymentModelDeps {
  client: CheckoutClient;
  signal: AbortSignal;
  enabled: ReadonlySignal<readonly PaymentMethodType[]>;
  buyer(): Buyer;
  /** A failure the host should hear about (not a buyer's typo or a refused card). */
  report(error: NftCheckoutError): void;
}

/** Payment method choice, card token or linked bank, and the quote for the review. */
export function createPaymentModel(deps: PaymentModelDeps) {
  const method = signal<MethodChoice>('card');
  const cardComplete = signal(false);
  const cardToken = signal<CardToken | null>(null);
  const bankLink = signal<BankLink | null>(null);
  const bankLinking = signal(false);
  const bankErrors = signal<BankErrors>({});
  /** Finished link attempts (linked, refused or failed): the view moves focus to each result. */
  const bankAttempts = signal(0);
  const error = signal<string | null>(null);
  const quote = signal<Quote | null>(null);
  const payment = signal<Payment | null>(null);
  const busy = signal(false);
  let cardHandle: CardTokenizer | null = null;
  /** Why the card frame cannot be used now (its configuration, or it did not load). */
  const cardProblem = signal<NftCheckoutError | null>(null);
  const reportedProblems = new Set<string>();
  const opts = { signal: deps.signal };

  /** "Card" when any card type is enabled, "Bank account (ACH)" when ach is. */
  const methods = computed(() => {
    const list: MethodChoice[] = [];
    if (deps.enabled.value.some((type) => type !== 'ach')) list.push('card');
    if (deps.enabled.value.includes('ach')) list.push('ach');
    return list;
  });

  /** The payment for the chosen method, tokenizing the card; null (with `error` set) if none. */
  async function prepare(): Promise<{ payment: Payment; type: PaymentMethodType } | null> {
    if (method.value === 'ach') {
      const link = bankLink.value;
      if (link) return { payment: { type: 'ach', bankAccountId: link.bankAccountId }, type: 'ach' };
      error.value = strings.payment.bankRequired;
      return null;
    }
    // Back from the review: the frame was emptied after tokenizing, the token is still unspent.
    const kept = cardToken.value;
    if (kept && !cardComplete.value) {
      return { payment: { type: 'card', cardToken: kept.cardToken }, type: kept.paymentMethodType };
    }
    // The buyer reads why the card form cannot be used, never that it is "still loading".
    const problem = cardProblem.value;
    if (problem) {
      error.value = problem.message;
      return null;
    }
    if (!cardHandle) {
      error.value = strings.payment.cardNotReady;
      return null;
    }
    const token = await cardHandle.tokenize();
    if (!deps.enabled.value.includes(token.paymentMethodType)) {
      const name = strings.payment.typeNames[token.paymentMethodType] ?? token.paymentMethodType;
      error.value = strings.payment.cardTypeNotAccepted(name);
      return null;
    }
    cardToken.value = token;
    return { payment: { type: 'card', cardToken: token.cardToken }, type: token.paymentMethodType };
  }

  return {
    method,
    methods,
    cardComplete,
    cardToken,
    bankLink,
    bankLinking,
    bankErrors,
    bankAttempts,
    error,
    quote,
    payment,
    busy,
    /** Preselects the session's default (or the first method offered). */
    choose(defaultType: PaymentMethodType) {
      const preferred: MethodChoice = defaultType === 'ach' ? 'ach' : 'card';
      method.value = methods.value.includes(preferred) ? preferred : (methods.value[0] ?? 'card');
    },
    select(choice: MethodChoice) {
      if (!methods.value.includes(choice)) return;
      batch(() => {
        method.value = choice;
        error.value = null;
      });
    },
    setCardHandle(handle: CardTokenizer | null) {
      cardHandle = handle;
    },
    setCardComplete(complete: boolean) {
      cardComplete.value = complete;
    },
    reportCardError(failure: NftCheckoutError) {
      error.value = failure.message;
    },
    cardProblem,
    /**
     * The card frame cannot be used (null: it works again). The host hears of each kind of
     * problem once per checkout; the buyer's message goes once the problem does.
     */
    setCardProblem(problem: NftCheckoutError | null) {
      const before = cardProblem.value;
      batch(() => {
        cardProblem.value = problem;
        if (!problem && before && error.value === before.message) error.value = null;
      });
      if (problem && !reportedProblems.has(problem.code)) {
        reportedProblems.add(problem.code);
        deps.report(problem);
      }
    },
    async linkBank(request: BankLinkRequest) {
      if (bankLinking.value) return;
      const missing = missingCredentials(request);
      if (Object.keys(missing).length > 0) {
        batch(() => {
          bankErrors.value = missing;
          bankAttempts.value++;
        });
        return;
      }
      batch(() => {
        bankLinking.value = true;
        bankErrors.value = {};
      });
      try {
        const linked = await deps.client.linkBankAccount(request, opts);
        batch(() => {
          bankLink.value = linked;
          bankAttempts.value++;
        });
      } catch (failure) {
        if (deps.signal.aborted || isAbort(failure)) return;
        // A refusal is about the credentials; the password is what the buyer cannot see typed.
        // Anything else (network, server) is no field's fault.
        const refused = failure instanceof NftCheckoutError && failure.code === 'PAYMENT_FAILED';
        batch(() => {
          bankErrors.value = refused
            ? { password: strings.bank.loginFailed }
            : { form: buyerMessage(failure) };
          bankAttempts.value++;
        });
      } finally {
        bankLinking.value = false;
      }
    },
    /** Tokenizes or checks the method, then quotes it; true when the review can be shown. */
    async prepareReview(): Promise<boolean> {
      if (busy.value) return false;
      busy.value = true;
      error.value = null;
      try {
        const prepared = await prepare();
        if (!prepared || deps.signal.aborted) return false;
        const { address } = deps.buyer();
        const answer = await deps.client.quote(
          {
            address: { countryCode: address.countryCode, regionCode: address.regionCode },
            paymentMethodType: prepared.type,
          },
          opts,
        );
        batch(() => {
          quote.value = answer;
          payment.value = prepared.payment;
        });
        return true;
      } catch (failure) {
        if (deps.signal.aborted || isAbort(failure)) return false;
        error.value = buyerMessage(failure);
        const buyerCaused =
          failure instanceof NftCheckoutError &&
          (failure.code === 'PAYMENT_FAILED' || failure.code === 'VALIDATION');
        if (failure instanceof NftCheckoutError && !buyerCaused) deps.report(failure);
        return false;
      } finally {
        busy.value = false;
      }
    },
    /** A new attempt after a decline: the old token and quote are spent. */
    reset() {
      batch(() => {
        cardToken.value = null;
        quote.value = null;
        payment.value = null;
        error.value = null;
      });
    },
  };
}

export type PaymentModel = ReturnType<typeof createPaymentModel>;
