import type { CallOptions, MerchantCallContext } from '../../../api/merchantCall.js';
import { validateInput } from '../../../api/validateInput.js';
import {
  type BankAccountRequest,
  bankAccountQuerySchema,
  bankAccountRequestSchema,
  bankAccountSchema,
  deleteResultSchema,
} from './bankAccounts.js';
import {
  addBankAccountRoute,
  deleteBankAccountRoute,
  getBankAccountRoute,
} from './endpoints/bankAccounts.js';

/** The merchant's bank account (ACH) calls: read, add and remove an account. */
export function bankAccountCalls({ merchant }: MerchantCallContext) {
  return {
    /** 9. GET /payment-method/ach */
    getBankAccount: (bankAccountId: string, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...getBankAccountRoute,
        query: validateInput(bankAccountQuerySchema, { bank_account_id: bankAccountId }, 'query'),
        response: bankAccountSchema,
      })),
    /** 10. POST /payment-method/ach */
    addBankAccount: (body: BankAccountRequest, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...addBankAccountRoute,
        body: validateInput(bankAccountRequestSchema, body, 'bank account request'),
        response: bankAccountSchema,
      })),
    /** 11. DELETE /payment-method/ach */
    deleteBankAccount: (bankAccountId: string, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...deleteBankAccountRoute,
        query: validateInput(bankAccountQuerySchema, { bank_account_id: bankAccountId }, 'query'),
        response: deleteResultSchema,
      })),
  };
}
