// What each slice adds to confirm, listed once: the buyer checks in the order they refuse, the
// payment instrument of each payment type, the risk that decides, the action a plan opens.

import type { Payment } from '../../api/payments.js';
import { achPayment } from '../../slices/ach/service/achPayment.js';
import { cardPayment } from '../../slices/card/service/cardPayment.js';
import { openChallenge } from '../../slices/challenge/service/challengeOpen.js';
import { confirmRisk } from '../../slices/document/service/documentRisk.js';
import { phoneCheck } from '../../slices/phone/service/phoneCheck.js';
import { taxIdCheck } from '../../slices/taxId/service/taxIdCheck.js';
import { walletPayment } from '../../slices/wallet/service/walletPayment.js';
import type { BuyerCheck, PaymentResolver } from './parts.js';

export const BUYER_CHECKS: readonly BuyerCheck[] = [phoneCheck, taxIdCheck];

/** One resolver per payment type of the confirm request: a new payment type is one entry. */
export const PAYMENT_RESOLVERS: { [T in Payment['type']]: PaymentResolver<T> } = {
  card: cardPayment,
  ach: achPayment,
  wallet: walletPayment,
};

/** The risk confirm decides on (a verified document may lower it). */
export const CONFIRM_RISK = confirmRisk;

/** The buyer's action a planned payment waits for (the bank's challenge). */
export const OPEN_ACTION = openChallenge;
