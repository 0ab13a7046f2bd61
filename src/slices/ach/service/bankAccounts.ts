import { requireMerchant } from '../../../sandbox/http/auth.js';
import { queryObject } from '../../../sandbox/http/body.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { notFound } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import type { BankAccountRecord } from '../../../sandbox/store/records.js';
import { bankAccountQuerySchema, bankAccountRequestSchema } from '../api/bankAccounts.js';
import { bankAccountFromRequest } from './bank/index.js';

/** The merchant's bank account named by `?bank_account_id`, or 404. */
function ownAccount(ctx: RequestContext, merchantId: string): BankAccountRecord {
  const { bank_account_id: id } = validate(
    bankAccountQuerySchema,
    queryObject(ctx.query),
    'bank account query',
  );
  const record = ctx.services.store.bankAccounts.get(id);
  if (!record || record.merchantId !== merchantId) {
    throw notFound('No bank account with this bank_account_id for this merchant.');
  }
  return record;
}

/** POST /v1/payment-method/ach */
export async function addBankAccount(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx);
  const request = validate(bankAccountRequestSchema, await ctx.body(), 'bank account request');
  const account = bankAccountFromRequest(request);
  ctx.services.store.bankAccounts.put(account.bankAccountId, {
    merchantId: merchant.clientId,
    account,
    createdAt: ctx.services.clock.now(),
  });
  sendJson(ctx.res, 200, account);
}

/** GET /v1/payment-method/ach?bank_account_id= */
export function getBankAccount(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  sendJson(ctx.res, 200, ownAccount(ctx, merchant.clientId).account);
}

/** DELETE /v1/payment-method/ach?bank_account_id= */
export function deleteBankAccount(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  const record = ownAccount(ctx, merchant.clientId);
  ctx.services.store.bankAccounts.delete(record.account.bankAccountId);
  sendJson(ctx.res, 200, { success: true });
}
