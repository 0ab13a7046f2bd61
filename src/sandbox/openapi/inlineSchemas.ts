// The path, query and header schemas a declaration names (src/api/endpoints/schemaNames.ts),
// written out where the document uses them rather than as named components.

import { customerListQuerySchema } from '../../api/customers.js';
import type { InlineName } from '../../api/endpoints/schemaNames.js';
import * as shapes from '../../api/httpShapes.js';
import { orderListQuerySchema } from '../../api/orders.js';
import { deliveryListQuerySchema } from '../../api/webhookDeliveries.js';
import { bankAccountQuerySchema } from '../../slices/ach/api/bankAccounts.js';
import * as challengePage from '../../slices/challenge/api/challengePage.js';
import * as captureShapes from '../../slices/document/api/captureShapes.js';
import { verificationQuerySchema } from '../../slices/document/api/identity.js';
import { orderPageQuerySchema } from '../domain/orderPage.js';
import type { ZodSchema } from './schemas.js';

export const INLINE_SCHEMAS = {
  PathId: shapes.pathIdSchema,
  CaptureSide: captureShapes.captureSideSchema,
  OrderListQuery: orderListQuerySchema,
  OrderPageQuery: orderPageQuerySchema,
  VerificationQuery: verificationQuerySchema,
  CustomerListQuery: customerListQuerySchema,
  BankAccountQuery: bankAccountQuerySchema,
  DeliveryListQuery: deliveryListQuerySchema,
  FramePageQuery: shapes.framePageQuerySchema,
  FrameStringsQuery: shapes.frameStringsQuerySchema,
  ChallengePageQuery: challengePage.challengePageQuerySchema,
  HostedPageQuery: shapes.hostedPageQuerySchema,
  LastEventId: shapes.lastEventIdSchema,
  IdempotencyKey: shapes.idempotencyKeySchema,
  FileName: shapes.fileNameHeaderSchema,
} as const satisfies Record<InlineName, ZodSchema>;
