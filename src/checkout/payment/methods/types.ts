import type { ReadonlySignal, Signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import type { CheckoutSession } from '../../../api/checkout.js';
import type { Buyer } from '../../../api/checkoutBuyer.js';
import type { CheckoutClient } from '../../../api/checkoutClient.js';
import type { EnabledMethodType, PaymentMethodType } from '../../../api/clientTokens.js';
import type { NftCheckoutError } from '../../../api/errors.js';
import type { StepEvent } from '../../../api/hostEvents.js';
import type { Payment } from '../../../api/payments.js';
import type { BuyerContact } from '../../buyerForm.js';
import type { Theme } from '../../theme.js';

/** What confirm sends, and the type the quote is asked for. */
export interface PreparedPayment {
  payment: Payment;
  type: PaymentMethodType;
}

/** What every method's model is given by the payment model. */
export interface MethodContext {
  client: CheckoutClient;
  signal: AbortSignal;
  /** The session's enabled payment method types and wallets. */
  enabled: ReadonlySignal<readonly EnabledMethodType[]>;
  /** The payment step's one alert line, shared by every method. */
  error: Signal<string | null>;
  /** A failure the host should hear about (not a buyer's typo or a refused card). */
  report(error: NftCheckoutError): void;
  /** The buyer's details as given so far (a wallet's sheet is taxed for their address). */
  buyer(): Buyer;
  /** A step the host hears of through its own callback (a wallet it cannot offer). */
  tell(event: StepEvent): void;
  /** Makes a method the chosen one: an express method the buyer used (a wallet's button). */
  select(id: string): void;
  /**
   * Contact details the buyer gave through the method (a wallet's payer), checked by it: they
   * fill the buyer form's empty fields; what is filled already stays.
   */
  fillBuyer(contact: BuyerContact): void;
}

/** The part of a method's model the payment model uses; a method adds its own signals. */
export interface MethodModel {
  /** Why the method cannot be used now, shown while it is chosen (undefined: it can). */
  notice: ReadonlySignal<string | undefined>;
  /** The review's line for the prepared payment. */
  summary: ReadonlySignal<string>;
  /** The buyer has given what the method needs (a complete card, a linked account). */
  ready: ReadonlySignal<boolean>;
  /** The session arrived: check what the method needs from the page. */
  start(session: CheckoutSession): void;
  /** What confirm sends; null, with `error` set, when the buyer must do something first. */
  prepare(): Promise<PreparedPayment | null>;
  /** A new attempt after a decline: whatever was spent is dropped. */
  reset(): void;
  /** The checkout ends: drop what the method holds from its view. */
  dispose(): void;
}

/** One payment method: a folder under payment/methods, one line in the registry. */
export interface PaymentMethodDescriptor<Id extends string, M extends MethodModel> {
  id: Id;
  /** The buyer's name for it (the payment step's choice). */
  label: string;
  /** Whether the session's configuration offers it. */
  offered(enabled: readonly EnabledMethodType[]): boolean;
  /** Whether a default payment method type of the session selects it. */
  covers(type: PaymentMethodType): boolean;
  /**
   * Shown as its own buttons above the choices, not as a choice: the buyer's press prepares its
   * payment and selects it (the wallets).
   */
  express?: true;
  create(context: MethodContext): M;
  /** Its view, a chunk of its own. */
  load(): Promise<{ View: ComponentType<{ method: M; checkout: MethodCheckout }> }>;
}

/** A method of any list: the registry's, or one a test adds to it (`CheckoutDeps.methods`). */
// biome-ignore lint/suspicious/noExplicitAny: a list holds methods of different models.
export type AnyMethod = PaymentMethodDescriptor<string, any>;

/** What a method's view reads from the checkout (session and options for the card frame). */
export interface MethodCheckout {
  /** Leaves the step as Continue does (an express method, once the buyer used it). */
  next(): Promise<unknown>;
  session: ReadonlySignal<CheckoutSession | null>;
  options(): {
    clientToken: string;
    locale: string;
    appearance: { theme: Theme };
  };
}
