// The example values of the merchant's own calls in the document: the risk check of the buyer
// and a bank account. Part of the one purchase of examples.ts.

import type { RiskRequestA, RiskResponse } from '../../api/customers.js';
import { evaluateRisk } from '../risk/index.js';
import { AT, IDS } from './examples.js';

export const riskRequest = {
  flow: 'nft-purchase',
  sessionKey: IDS.order,
  customer: {
    id: IDS.user,
    taxId: '123456789',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    address: {
      street1: '1 Main St',
      city: 'San Francisco',
      regionCode: 'CA',
      postalCode: '94105',
      countryCode: 'US',
    },
    transaction: {
      id: '5b7d9f1a-3c5e-4a7b-9d1f-3e5a7c9b1d2f',
      createdAtMillis: 1795341600000,
      amount: 113.05,
      itemCategory: 'nft',
      actionType: 'buy',
      currencyCode: 'USD',
      paymentMethod: {
        type: 'crypto',
        bank: {
          accountNumber: '1111222233330000',
          routingNumber: '011401533',
          accountType: 'checking',
          balance: 250000,
          balanceCurrencyCode: 'USD',
        },
      },
    },
    emailAddress: 'ada+low-risk@example.com',
    isEmailVerified: true,
    phone: '+1 990 555 0100',
    isPhoneVerified: true,
  },
} satisfies RiskRequestA;

/** The sandbox's own answer to `riskRequest`: the risk engine is deterministic. */
export function riskResponse(): RiskResponse {
  const result = evaluateRisk({ request: riskRequest, device: undefined, now: new Date(AT.now) });
  if (!result.ok) throw new Error(`The risk example is refused: ${result.message}`);
  return result.response;
}

/** A bank account record, as adding or reading one answers it. */
export const bankAccount = {
  bankAccountId: IDS.bankAccount,
  accountNumber: '1111222233330000',
  name: 'Plaid Checking',
  officialName: 'Plaid Gold Standard 0% Interest Checking',
  routingNumber: '011401533',
  subtype: 'checking',
  type: 'depository',
  wireRoutingNumber: '021000021',
  institutionName: 'First Platypus Bank',
  status: 'connected',
};
