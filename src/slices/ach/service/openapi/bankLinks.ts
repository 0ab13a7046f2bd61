import { notPayable } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import * as ex from '../../../../sandbox/openapi/examples.js';

export const BANK_LINK_DOCS = {
  linkBankAccount: {
    description:
      "Logs in at a bank aggregator and links the account for this order (sandbox: any aggregator, user `user_good`, password `pass_good`). The account is also one of the merchant's bank accounts, but only this order can pay with it. The checkout must offer `ach`.",
    body: { example: { aggregator: 'plaid', username: 'user_good', password: 'pass_good' } },
    response: {
      description: 'The linked account.',
      example: {
        bankAccountId: ex.IDS.bankAccount,
        institutionName: 'First Platypus Bank',
        accountName: 'Plaid Checking',
        mask: '0000',
      },
    },
    refusals: {
      '402 PAYMENT_FAILED': {
        when: 'The bank login failed.',
        message: 'Bank login failed: check the user name and password.',
      },
      '409 CONFLICT': notPayable,
      '429 RATE_LIMITED': {
        when: 'This checkout has linked as many bank accounts as one order may have.',
        message:
          'This checkout has linked 20 bank accounts, the most one order may have: pay with one of them, or open a new checkout.',
      },
    },
  },
} satisfies SomeDocs;
