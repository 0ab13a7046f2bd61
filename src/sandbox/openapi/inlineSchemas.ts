// The path, query and header schemas a declaration names (src/api/endpoints/schemaNames.ts),
// written out where the document uses them rather than as named components.

import { customerListQuerySchema } from '../../api/customers.js';
import type { InlineName } from '../../api/endpoints/schemaNames.js';
import * as shapes from '../../api/httpShapes.js';
import { orderListQuerySchema } from '../../api/orders.js';
import { deliveryListQuerySchema } from '../../api/webhookDeliveries.js';
import { orderPageQuerySchema } from '../domain/orderPage.js';
import { sliceSchemas } from './sliceSchemas.js';
import type { ZodSchema } from './zodSchema.js';

export const INLINE_SCHEMAS = {
  PathId: shapes.pathIdSchema,
  OrderListQuery: orderListQuerySchema,
  OrderPageQuery: orderPageQuerySchema,
  CustomerListQuery: customerListQuerySchema,
  DeliveryListQuery: deliveryListQuerySchema,
  FramePageQuery: shapes.framePageQuerySchema,
  FrameStringsQuery: shapes.frameStringsQuerySchema,
  HostedPageQuery: shapes.hostedPageQuerySchema,
  LastEventId: shapes.lastEventIdSchema,
  IdempotencyKey: shapes.idempotencyKeySchema,
  FileName: shapes.fileNameHeaderSchema,
  ...sliceSchemas('inline'),
} as const satisfies Record<InlineName, ZodSchema>;
