import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import {
  bankAccountQuerySchema,
  bankAccountRequestSchema,
  bankAccountSchema,
  deleteResultSchema,
} from '../../api/bankAccounts.js';
import { bankLinkRequestSchema, bankLinkSchema } from '../../api/bankLink.js';

export const ACH_SCHEMAS = {
  answers: {
    BankAccount: bankAccountSchema,
    DeleteResult: deleteResultSchema,
    BankLink: bankLinkSchema,
  },
  inputs: { BankAccountRequest: bankAccountRequestSchema, BankLinkRequest: bankLinkRequestSchema },
  inline: { BankAccountQuery: bankAccountQuerySchema },
} as const satisfies SliceSchemaList;
