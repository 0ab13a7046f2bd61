import { randomUUID } from 'node:crypto';
import { NftCheckoutError } from '../../../../api/errors.js';
import type { BankAccount, BankAccountRequest } from '../../api/bankAccounts.js';
import type { BankLinkRequest } from '../../api/bankLink.js';
import { maskAccountNumber, sandboxAccountNumber } from './accountNumber.js';
import { extractAccount } from './aggregatorData.js';
import { type BankAggregator, SANDBOX_INSTITUTIONS, SANDBOX_LOGIN } from './institutions.js';

/** Makes a new bank account id; tests pass a fixed one. */
export type NewId = () => string;

function sandboxAccount(aggregator: BankAggregator, seed: string, newId: NewId): BankAccount {
  const institution = SANDBOX_INSTITUTIONS[aggregator];
  return {
    bankAccountId: newId(),
    accountNumber: maskAccountNumber(sandboxAccountNumber(`${aggregator}:${seed}`)),
    name: institution.name,
    officialName: institution.officialName,
    routingNumber: institution.routingNumber,
    subtype: 'checking',
    type: 'depository',
    wireRoutingNumber: institution.wireRoutingNumber,
    institutionName: institution.institutionName,
    status: 'connected',
  };
}

/**
 * POST /payment-method/ach. A processor token names the aggregator's sandbox account (the same
 * token, the same account number). Aggregator data is read from its JSON strings; a string that
 * is not JSON, or an answer without account and routing numbers, throws NftCheckoutError
 * VALIDATION (status 400) naming the field. The id is new on every call, so each add is its own
 * record.
 */
export function bankAccountFromRequest(
  req: BankAccountRequest,
  newId: NewId = randomUUID,
): BankAccount {
  if (req.processor_token !== undefined) {
    if (req.bank_aggregator === undefined) {
      throw new NftCheckoutError('VALIDATION', 'Invalid request: bank_aggregator is required.', {
        status: 400,
        issues: [{ path: 'bank_aggregator', message: 'is required with processor_token' }],
      });
    }
    return sandboxAccount(req.bank_aggregator, req.processor_token, newId);
  }
  if (req.aggregator_data === undefined) {
    throw new NftCheckoutError(
      'VALIDATION',
      'Invalid request: give either processor_token (with bank_aggregator) or aggregator_data.',
      {
        status: 400,
        issues: [{ path: 'processor_token', message: 'or aggregator_data is required' }],
      },
    );
  }
  const aggregator = req.aggregator_data.aggregator_type;
  const found = extractAccount(req.aggregator_data);
  const institution = SANDBOX_INSTITUTIONS[aggregator];
  const routingNumber = found.routingNumber ?? institution.routingNumber;
  return {
    bankAccountId: newId(),
    accountNumber: maskAccountNumber(found.accountNumber ?? ''),
    name: found.name ?? found.officialName ?? 'Checking',
    officialName: found.officialName ?? found.name ?? 'Checking',
    routingNumber,
    subtype: found.subtype ?? 'checking',
    type: found.type ?? 'depository',
    wireRoutingNumber: found.wireRoutingNumber ?? routingNumber,
    institutionName: found.institutionName ?? institution.institutionName,
    status: 'connected',
  };
}

/**
 * The sandbox aggregators' login: `user_good` / `pass_good` links that aggregator's sandbox
 * account (any of plaid, yodlee, finicity); any other login gives undefined (bank login failed).
 */
export function aggregatorLogin(
  req: BankLinkRequest,
  newId: NewId = randomUUID,
): BankAccount | undefined {
  if (req.username !== SANDBOX_LOGIN.username || req.password !== SANDBOX_LOGIN.password) {
    return undefined;
  }
  return sandboxAccount(req.aggregator, req.username, newId);
}
