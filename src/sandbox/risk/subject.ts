import type { Buyer } from '../../api/checkoutBuyer.js';
import { isRiskRequestA, type RiskRequest } from '../../api/customers.js';
import { SSN_DIGITS } from '../../api/ssn.js';

export interface SubjectAddress {
  street1?: string | undefined;
  street2?: string | undefined;
  city?: string | undefined;
  regionCode?: string | undefined;
  postalCode?: string | undefined;
  countryCode?: string | undefined;
}

export interface SubjectBank {
  accountNumber: string;
  routingNumber: string;
  accountType: string;
  /** Last known balance in minor units (spec 2.7). */
  balance: number;
  balanceCurrencyCode: string;
}

export interface SubjectTransaction {
  id?: string | undefined;
  /** In major units of currencyCode. */
  amount?: number | undefined;
  currencyCode?: string | undefined;
  bank?: SubjectBank | undefined;
}

export interface ThirdPartyIdentity {
  source: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  dateOfBirth?: string | undefined;
}

/**
 * What the rules read about one person, whatever the request looked like: shape A, shape B, or a
 * checkout buyer. Absent means unknown, and a rule never fires on an unknown fact.
 */
export interface RiskSubject {
  customerId: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  dateOfBirth?: string | undefined;
  emailAddress?: string | undefined;
  isEmailVerified?: boolean | undefined;
  phone?: string | undefined;
  isPhoneVerified?: boolean | undefined;
  /** A US SSN as nine digits; held in memory for the rules, shown only masked. */
  taxId?: string | undefined;
  /** True when an identity document of this customer was verified (the checkout's check). */
  isDocumentVerified?: boolean | undefined;
  documentVerificationId?: string | undefined;
  address?: SubjectAddress | undefined;
  createdAtMillis?: number | undefined;
  personalInfo?: ThirdPartyIdentity[] | undefined;
  transaction?: SubjectTransaction | undefined;
}

function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A bank in shape A's layout, when every member has the right type; else unknown. */
function opaqueBank(value: unknown): SubjectBank | undefined {
  const bank = record(value);
  const accountNumber = text(bank?.accountNumber);
  const routingNumber = text(bank?.routingNumber);
  const accountType = text(bank?.accountType);
  const balance = finiteNumber(bank?.balance);
  const balanceCurrencyCode = text(bank?.balanceCurrencyCode);
  if (
    accountNumber === undefined ||
    routingNumber === undefined ||
    accountType === undefined ||
    balance === undefined ||
    balanceCurrencyCode === undefined
  ) {
    return undefined;
  }
  return { accountNumber, routingNumber, accountType, balance, balanceCurrencyCode };
}

/**
 * Shape B's transaction is opaque in the spec: read it as shape A's transaction (id, amount,
 * currencyCode, paymentMethod.bank) where the members have the right types, ignore the rest.
 */
function opaqueTransaction(value: Record<string, unknown>): SubjectTransaction {
  return {
    id: text(value.id),
    amount: finiteNumber(value.amount),
    currencyCode: text(value.currencyCode),
    bank: opaqueBank(record(value.paymentMethod)?.bank),
  };
}

export function subjectFromRequest(request: RiskRequest): RiskSubject {
  if (isRiskRequestA(request)) {
    const c = request.customer;
    const t = c.transaction;
    return {
      customerId: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      dateOfBirth: c.dateOfBirth,
      emailAddress: c.emailAddress,
      isEmailVerified: c.isEmailVerified,
      phone: c.phone,
      isPhoneVerified: c.isPhoneVerified,
      // "SSN or equivalent": only nine digits are read as an SSN.
      taxId: SSN_DIGITS.test(c.taxId) ? c.taxId : undefined,
      address: c.address,
      // Shape A spells it createdAtMills (spec 2.7).
      createdAtMillis: c.createdAtMills,
      personalInfo: c.personalInfo,
      transaction: {
        id: t.id,
        amount: t.amount,
        currencyCode: t.currencyCode,
        bank: t.paymentMethod.bank,
      },
    };
  }
  const c = request.customer;
  return {
    customerId: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    dateOfBirth: c.dateOfBirth,
    emailAddress: c.emailAddress,
    isEmailVerified: c.isEmailVerified,
    phone: c.phone,
    isPhoneVerified: c.isPhoneVerified,
    address: c.address,
    createdAtMillis: c.createdAtMillis,
    transaction: request.transaction ? opaqueTransaction(request.transaction) : undefined,
  };
}

/** What the checkout's own buyer checks found out (docs/decisions.md, risk at confirm). */
export interface BuyerFacts {
  /** True once the phone was verified by a one-time code; unknown when the merchant skips it. */
  isPhoneVerified?: boolean | undefined;
  /** The SSN behind the confirm's tax id token, when the buyer gave one. */
  taxId?: string | undefined;
  /** True when the buyer verified an identity document (in this order, or within 90 days). */
  isDocumentVerified?: boolean | undefined;
  /** That document's verification id (spec 2.11). */
  documentVerificationId?: string | undefined;
}

/**
 * A checkout buyer. Nothing says whether the email was verified; the phone's verification and
 * the tax id come from the buyer checks, when the merchant has them.
 */
export function subjectFromBuyer(
  buyer: Buyer,
  customerId = '',
  facts: BuyerFacts = {},
): RiskSubject {
  return {
    customerId,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    dateOfBirth: buyer.dateOfBirth,
    emailAddress: buyer.emailAddress,
    phone: buyer.phone,
    isPhoneVerified: facts.isPhoneVerified,
    taxId: facts.taxId,
    isDocumentVerified: facts.isDocumentVerified,
    documentVerificationId: facts.documentVerificationId,
    address: buyer.address,
  };
}
