// What the slices keep in the sandbox's store, listed once: their records, their part of an
// order's record, and how an order was paid by each payment method.
import type { AchPaymentRecord } from '../../slices/ach/service/bankAccountRecord.js';
import type { CardPaymentRecord } from '../../slices/card/service/cardRecord.js';
import type { ChallengeOrderPart } from '../../slices/challenge/service/challengeRecord.js';
import type { IdentityOrderPart } from '../../slices/document/service/identityRecord.js';
import type { WalletPaymentRecord } from '../../slices/wallet/service/walletRecord.js';

export type { BankAccountRecord } from '../../slices/ach/service/bankAccountRecord.js';
export type { CardRecord } from '../../slices/card/service/cardRecord.js';
export type { ChallengeEntry } from '../../slices/challenge/service/challengeRecord.js';
export type { PendingVerdict } from '../../slices/document/service/identityRecord.js';
export type { PaymentDomainRecord } from '../../slices/wallet/service/paymentDomainRecord.js';

/** How an order was paid: what the card token or bank link resolved to, never a card number. */
export type PaymentRecord = CardPaymentRecord | AchPaymentRecord | WalletPaymentRecord;

/** The members the slices add to an order's record. */
export type OrderRecordParts = IdentityOrderPart & ChallengeOrderPart;
