// What a demo scenario is: how the buyer pays, what it changes in the shop's client-token
// request, and the callback it ends in (the table is scenarios.ts).
import type { PaymentMethodTypeConfig } from '../src/api/clientTokens.js';

export type PayWith = { kind: 'card'; number: string } | { kind: 'ach' };

/** The callback that ends the scenario, with its reason code when it has one. */
export interface Outcome {
  event: 'complete' | 'declined' | 'cancelled' | 'expired' | 'refused';
  reasonCode?: string;
  /** Reached only after the merchant posts the Delivered order event. */
  needsDelivery?: boolean;
  /** The order passes through Processed first (a `processed` callback precedes the end). */
  processedFirst?: boolean;
  /** The service cancels before the buyer can pay (its risk check): nothing charged, no refund. */
  beforePayment?: boolean;
}

/** What a scenario changes in the shop's default client-token request. */
export interface Tweak {
  blockchainNftId?: string;
  /** Leave out `nft.executionType`: the merchant delivers the NFT and posts `Delivered`. */
  merchantDelivers?: boolean;
  emailAddress?: string;
  expiresIn?: number;
  paymentMethodTypeConfig?: PaymentMethodTypeConfig;
  nftName?: string;
  imageUrl?: string;
}

export interface Scenario {
  id: string;
  group: string;
  label: string;
  /** What the buyer sees happen, in the words of the trigger table. */
  expect: string;
  payWith: PayWith;
  tweak: Tweak;
  outcome: Outcome;
}
