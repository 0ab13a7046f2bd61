import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import { taxIdRequestSchema, taxIdTokenSchema } from '../../api/checkoutTaxId.js';

export const TAX_ID_SCHEMAS = {
  answers: { TaxIdToken: taxIdTokenSchema },
  inputs: { TaxIdRequest: taxIdRequestSchema },
  inline: {},
} as const satisfies SliceSchemaList;
