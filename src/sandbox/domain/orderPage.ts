// The sandbox's side of the pages of GET /v1/orders (src/api/orderPage.ts): the query as it
// arrives (strings), and the cursor, which only the sandbox reads.
import * as z from 'zod/mini';
import {
  CURSOR_MAX,
  CURSOR_RULE,
  LIMIT_RULE,
  limitChecks,
  ORDER_PAGE,
} from '../../api/orderPage.js';

/** The paging parameters of the query; the filters are orderListQuerySchema's. */
export const orderPageQuerySchema = z.object({
  limit: z._default(
    z.coerce.number({ error: LIMIT_RULE }).check(...limitChecks()),
    ORDER_PAGE.defaultLimit,
  ),
  cursor: z.optional(
    z.string().check(
      z.maxLength(CURSOR_MAX, { error: CURSOR_RULE, abort: true }),
      z.refine((text) => decodeCursor(text) !== undefined, { error: CURSOR_RULE }),
    ),
  ),
});

/** Where a page ended: its last order, by creation time and id. */
export interface Cursor {
  createdAt: number;
  id: string;
}

const cursorSchema = z.object({
  createdAt: z.number().check(z.int(), z.minimum(0)),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

/** The cursor `text` holds, or undefined unless the sandbox wrote exactly that text. */
export function decodeCursor(text: string): Cursor | undefined {
  if (text.length > CURSOR_MAX) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const parsed = cursorSchema.safeParse({ createdAt, id });
    return parsed.success && encodeCursor(parsed.data) === text ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page of `matches` (oldest first) after `after`, and the cursor of the page that follows,
 * if any. An order listed before stays listed before: the cursor's own order is found by id,
 * or, once gone, by its creation time (orders of that millisecond may then come again, never
 * be skipped).
 */
export function pageAfter<T extends Cursor>(
  matches: readonly T[],
  after: Cursor | undefined,
  limit: number,
): { items: T[]; next: string | undefined } {
  let start = 0;
  if (after) {
    const at = matches.findIndex((o) => o.id === after.id);
    start = at >= 0 ? at + 1 : matches.findIndex((o) => o.createdAt >= after.createdAt);
    if (start < 0) start = matches.length;
  }
  const items = matches.slice(start, start + limit);
  const last = items.at(-1);
  const more = start + limit < matches.length;
  return { items, next: more && last ? encodeCursor(last) : undefined };
}
