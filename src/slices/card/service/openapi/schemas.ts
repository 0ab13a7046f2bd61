import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import { cardTokenRequestSchema, cardTokenSchema } from '../../api/cardToken.js';

export const CARD_SCHEMAS = {
  answers: { CardToken: cardTokenSchema },
  inputs: { CardTokenRequest: cardTokenRequestSchema },
  inline: {},
} as const satisfies SliceSchemaList;
