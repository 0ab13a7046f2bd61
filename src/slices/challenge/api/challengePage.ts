import * as z from 'zod/mini';
import { localeTag } from '../../../api/httpShapes.js';
import { lazySchema } from '../../../api/lazySchema.js';
import { httpUrl, pattern } from '../../../api/primitives.js';

/*
 * The challenge page's part of the protocol that no client parses but a merchant still needs
 * described: its query and its form. docs/openapi.json is generated from them.
 */

/** The challenge page takes `origin` when a widget frames it, and none when opened alone. */
export const challengePageQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ origin: z.optional(httpUrl()), locale: localeTag() }),
);

/** The challenge page's form (`application/x-www-form-urlencoded`). */
export const challengeFormSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    action: z.enum(['authenticate', 'fail', 'cancel']),
    /** The one-time code, on the one-time-code card's page. */
    code: z.optional(pattern(/^\s*\d{6}\s*$/, 64, 'must be the 6 digits of the code')),
  }),
);
