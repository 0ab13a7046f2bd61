// The pages of GET /v1/orders: `limit` orders at a time, the next page named by an opaque cursor
// in the X-Next-Cursor header, so the body stays the array the interface describes.
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';

export const ORDER_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** Longer than any cursor the service writes (about 90 characters). */
export const CURSOR_MAX = 200;

export const LIMIT_RULE = `must be a whole number from 1 to ${ORDER_PAGE.maxLimit}`;
export const CURSOR_RULE = `must be the ${NEXT_CURSOR_HEADER} header of the previous page, unchanged`;

/** The rule of `limit`, whether it arrives as a number (the client) or as text (the service). */
export const limitChecks = () => [
  z.int({ error: LIMIT_RULE }),
  z.minimum(1, { error: LIMIT_RULE }),
  z.maximum(ORDER_PAGE.maxLimit, { error: LIMIT_RULE }),
];

/** Which page a client asks for: the first by default, `ORDER_PAGE.defaultLimit` long. */
export const orderPageQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    limit: z.optional(z.number({ error: LIMIT_RULE }).check(...limitChecks())),
    cursor: z.optional(
      z
        .string()
        .check(
          z.minLength(1, { error: CURSOR_RULE }),
          z.maxLength(CURSOR_MAX, { error: CURSOR_RULE }),
        ),
    ),
  }),
);
export type OrderPageQuery = z.infer<typeof orderPageQuerySchema>;
