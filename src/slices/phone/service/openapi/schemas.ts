import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import {
  phoneCodeAnswerSchema,
  phoneCodeRequestSchema,
  phoneVerifyAnswerSchema,
  phoneVerifyRequestSchema,
} from '../../api/checkoutPhone.js';

export const PHONE_SCHEMAS = {
  answers: { PhoneCodeAnswer: phoneCodeAnswerSchema, PhoneVerifyAnswer: phoneVerifyAnswerSchema },
  inputs: {
    PhoneCodeRequest: phoneCodeRequestSchema,
    PhoneVerifyRequest: phoneVerifyRequestSchema,
  },
  inline: {},
} as const satisfies SliceSchemaList;
