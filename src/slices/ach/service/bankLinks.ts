import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { assertEnabled } from '../../../sandbox/handlers/browser/quote.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { httpError } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import { type BankLink, bankLinkRequestSchema } from '../api/bankLink.js';
import { aggregatorLogin } from './bank/index.js';

/**
 * POST /v1/checkout/bank-links: a login at the sandbox aggregator. The linked account becomes one
 * of the merchant's bank accounts, usable to pay this order only.
 */
export async function postBankLink(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  const request = validate(bankLinkRequestSchema, await ctx.body(), 'bank login');
  assertEnabled(order, 'ach', 'aggregator');
  assertPayable(order);
  const account = aggregatorLogin(request);
  if (!account) {
    throw httpError(402, 'PAYMENT_FAILED', 'Bank login failed: check the user name and password.');
  }
  const { store, clock } = ctx.services;
  store.bankAccounts.put(account.bankAccountId, {
    merchantId: order.merchantId,
    account,
    orderId: order.id,
    createdAt: clock.now(),
  });
  const link: BankLink = {
    bankAccountId: account.bankAccountId,
    institutionName: account.institutionName,
    accountName: account.name,
    mask: account.accountNumber.slice(-4),
  };
  sendJson(ctx.res, 200, link);
}
