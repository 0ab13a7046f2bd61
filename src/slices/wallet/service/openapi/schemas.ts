import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import {
  paymentDomainListSchema,
  paymentDomainNameSchema,
  paymentDomainRequestSchema,
  paymentDomainSchema,
} from '../../api/paymentDomains.js';

export const WALLET_SCHEMAS = {
  answers: { PaymentDomain: paymentDomainSchema, PaymentDomainList: paymentDomainListSchema },
  inputs: { PaymentDomainRequest: paymentDomainRequestSchema },
  inline: { PaymentDomainName: paymentDomainNameSchema },
} as const satisfies SliceSchemaList;
