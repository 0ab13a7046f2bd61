import type { z } from 'zod/mini';
import { NftCheckoutError } from '../../../../api/errors.js';
import type { aggregatorDataSchema } from '../../api/bankAccounts.js';
import type { BankAggregator } from './institutions.js';

export type AggregatorData = z.infer<typeof aggregatorDataSchema>;

/** What an aggregator's answers tell about the account; anything may be missing. */
export interface ExtractedAccount {
  accountNumber?: string;
  routingNumber?: string;
  wireRoutingNumber?: string;
  name?: string;
  officialName?: string;
  subtype?: string;
  type?: string;
  institutionName?: string;
}

type Json = Record<string, unknown>;

function invalid(field: string, message: string): NftCheckoutError {
  const path = `aggregator_data.${field}`;
  return new NftCheckoutError('VALIDATION', `Invalid request: ${path} ${message}.`, {
    status: 400,
    issues: [{ path, message }],
  });
}

/** Parses one of the JSON strings; the error names the field so the merchant can fix it. */
export function parseJsonField(field: string, value: string): Json {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid(field, 'must be the aggregator response as a JSON string');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalid(field, 'must be a JSON object');
  }
  return parsed as Json;
}

const obj = (v: unknown): Json | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Account and routing numbers arrive as strings or numbers; anything else is ignored. */
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;

function compact(account: ExtractedAccount): ExtractedAccount {
  return Object.fromEntries(
    Object.entries(account).filter(([, v]) => v !== undefined),
  ) as ExtractedAccount;
}

/**
 * Plaid /auth/get: accounts[] and numbers.ach[] joined on account_id. With several accounts, the
 * first checking account that has ACH numbers is the one paid from, else the first with numbers.
 */
function fromPlaid(auth: Json): ExtractedAccount {
  const accounts = arr(auth.accounts).map(obj);
  const ach = arr(obj(auth.numbers)?.ach).map(obj);
  const pairs = accounts.flatMap((account) => {
    const numbers = ach.find((n) => n?.account_id === account?.account_id);
    return numbers ? [{ account, numbers }] : [];
  });
  const pair = pairs.find((p) => p.account?.subtype === 'checking') ??
    pairs[0] ?? { account: accounts[0], numbers: ach[0] };
  const { account, numbers } = pair;
  return {
    accountNumber: str(numbers?.account),
    routingNumber: str(numbers?.routing),
    wireRoutingNumber: str(numbers?.wire_routing),
    name: str(account?.name),
    officialName: str(account?.official_name),
    subtype: str(account?.subtype),
    type: str(account?.type),
    institutionName: str(obj(auth.institution)?.name) ?? str(obj(auth.item)?.institution_name),
  };
}

/** Yodlee /accounts: account[] with fullAccountNumberList and bankTransferCode. */
function fromYodlee(auth: Json): ExtractedAccount {
  const account = obj(arr(auth.account)[0]);
  const codes = arr(account?.bankTransferCode).map(obj);
  const routing = codes.find((c) => c?.type === 'ROUTING_NUMBER') ?? codes[0];
  const numbers = obj(account?.fullAccountNumberList);
  const container = str(account?.CONTAINER);
  return {
    accountNumber: str(numbers?.paymentAccountNumber) ?? str(account?.accountNumber),
    routingNumber: str(routing?.id),
    name: str(account?.accountName),
    officialName: str(account?.displayedName),
    subtype: str(account?.accountType)?.toLowerCase(),
    type: container === 'bank' ? 'depository' : container,
    institutionName: str(account?.providerName),
  };
}

/** Finicity ACH details: routingNumber and realAccountNumber, with optional account fields. */
function fromFinicity(auth: Json): ExtractedAccount {
  return {
    accountNumber: str(auth.realAccountNumber),
    routingNumber: str(auth.routingNumber),
    name: str(auth.name),
    subtype: str(auth.type),
    institutionName: str(auth.institutionName),
  };
}

/** Flat keys, in either spelling, for answers that do not follow an aggregator's layout. */
function fromFlat(auth: Json): ExtractedAccount {
  return {
    accountNumber: str(auth.accountNumber) ?? str(auth.account_number),
    routingNumber: str(auth.routingNumber) ?? str(auth.routing_number),
    wireRoutingNumber: str(auth.wireRoutingNumber) ?? str(auth.wire_routing_number),
    name: str(auth.name),
    officialName: str(auth.officialName) ?? str(auth.official_name),
    subtype: str(auth.subtype),
    type: str(auth.type),
    institutionName: str(auth.institutionName) ?? str(auth.institution_name),
  };
}

const EXTRACTORS: Record<BankAggregator, (auth: Json) => ExtractedAccount> = {
  plaid: fromPlaid,
  yodlee: fromYodlee,
  finicity: fromFinicity,
};

/**
 * Reads the account out of aggregator_data. Every string given must be a JSON object (the
 * optional ones too: a broken one means the merchant sent the wrong thing); auth_response must
 * name an account number and a routing number.
 */
export function extractAccount(data: AggregatorData): ExtractedAccount {
  const auth = parseJsonField('auth_response', data.auth_response);
  for (const field of ['balance_response', 'identity_response', 'transaction_response'] as const) {
    const value = data[field];
    if (value !== undefined) parseJsonField(field, value);
  }
  const account = {
    ...compact(fromFlat(auth)),
    ...compact(EXTRACTORS[data.aggregator_type](auth)),
  };
  // "Ends in at least 4 digits" is "the last 4 are digits". As `/\d{4,}$/`, every start in a
  // long digit run was tried to its end: seconds of CPU for one 60 KB field.
  if (account.accountNumber === undefined || !/^\d{4}$/.test(account.accountNumber.slice(-4))) {
    throw invalid('auth_response', 'must contain the account number');
  }
  if (account.routingNumber === undefined || !/^\d{9}$/.test(account.routingNumber)) {
    throw invalid('auth_response', 'must contain a 9-digit routing number');
  }
  return account;
}
