import { storeFull } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import { bankAccount } from '../../../../sandbox/openapi/merchantExamples.js';

const bankAccountId = { bank_account_id: 'The `bankAccountId` of the account.' };

const notFound = {
  when: 'No bank account with this id belongs to the merchant.',
  message: 'No bank account with this bank_account_id for this merchant.',
};

const curl = { query: { bank_account_id: '$BANK_ACCOUNT_ID' } };

export const BANK_ACCOUNT_DOCS = {
  addBankAccount: {
    description:
      'Adds a bank account as a payment method (spec 4, #10, internal): either a `processor_token` with its `bank_aggregator` (`plaid`, `yodlee`, `finicity`), or `aggregator_data`, the raw aggregator responses as strings. Exactly one of the two ways.',
    body: { example: { processor_token: 'processor-sandbox-0b4c8e', bank_aggregator: 'plaid' } },
    response: { description: 'The bank account record.', example: bankAccount },
    refusals: {
      '429 RATE_LIMITED': storeFull(
        'bank accounts',
        'delete some with DELETE /v1/payment-method/ach?bank_account_id=…, or restart the sandbox to start empty',
      ),
    },
  },
  getBankAccount: {
    description: "One of the merchant's bank accounts (spec 4, #9, internal).",
    query: bankAccountId,
    response: { description: 'The bank account record.', example: bankAccount },
    refusals: { '404 NOT_FOUND': notFound },
    curl,
  },
  deleteBankAccount: {
    description:
      'Deletes one of the merchant\'s bank accounts (spec 4, #11, internal). `success` may be a boolean or the string `"true"` in the interface; the sandbox answers the boolean.',
    query: bankAccountId,
    response: { description: 'Deleted.', example: { success: true } },
    refusals: { '404 NOT_FOUND': notFound },
    curl,
  },
} satisfies SomeDocs;
