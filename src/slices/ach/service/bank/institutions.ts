import type { BANK_AGGREGATORS } from '../../api/bankAccounts.js';

export type BankAggregator = (typeof BANK_AGGREGATORS)[number];

export interface SandboxInstitution {
  institutionName: string;
  routingNumber: string;
  wireRoutingNumber: string;
  name: string;
  officialName: string;
}

/**
 * The account each aggregator's sandbox hands out, named after the test institution that
 * aggregator's own sandbox uses. Routing numbers pass the ABA checksum.
 */
export const SANDBOX_INSTITUTIONS: Readonly<Record<BankAggregator, SandboxInstitution>> = {
  plaid: {
    institutionName: 'First Platypus Bank',
    routingNumber: '011401533',
    wireRoutingNumber: '021000021',
    name: 'Plaid Checking',
    officialName: 'Plaid Gold Standard 0% Interest Checking',
  },
  yodlee: {
    institutionName: 'Dag Site',
    routingNumber: '110000000',
    wireRoutingNumber: '110000000',
    name: 'Dag Checking',
    officialName: 'Dag Site Everyday Checking',
  },
  finicity: {
    institutionName: 'FinBank',
    routingNumber: '021000021',
    wireRoutingNumber: '021000021',
    name: 'FinBank Checking',
    officialName: 'FinBank Premier Checking',
  },
};

/** The sandbox aggregators' one good login (product-notes). */
export const SANDBOX_LOGIN = { username: 'user_good', password: 'pass_good' } as const;
