import type { BankAccount } from '../api/bankAccounts.js';

/** A bank account of a merchant; `orderId` when a checkout linked it through the aggregator. */
export interface BankAccountRecord {
  merchantId: string;
  account: BankAccount;
  orderId?: string | undefined;
  createdAt: number;
}

/** An order paid from a linked bank account. */
export interface AchPaymentRecord {
  type: 'ach';
  bankAccountId: string;
}
