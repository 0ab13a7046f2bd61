import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import {
  paymentDomainListSchema,
  paymentDomainNameSchema,
  paymentDomainRequestSchema,
  paymentDomainSchema,
} from '../../api/paymentDomains.js';
import { walletTokenRequestSchema, walletTokenSchema } from '../../api/walletToken.js';

export const WALLET_SCHEMAS = {
  answers: {
    PaymentDomain: paymentDomainSchema,
    PaymentDomainList: paymentDomainListSchema,
    WalletToken: walletTokenSchema,
  },
  inputs: {
    PaymentDomainRequest: paymentDomainRequestSchema,
    WalletTokenRequest: walletTokenRequestSchema,
  },
  inline: { PaymentDomainName: paymentDomainNameSchema },
} as const satisfies SliceSchemaList;
