import * as z from 'zod/mini';
import { lazySchema } from '../../../api/lazySchema.js';
import { httpUrl, isoDateTime } from '../../../api/primitives.js';

/*
 * Card authentication (3-D Secure) in the checkout (docs/protocol.md, card authentication): the
 * order state's `nextAction` while the issuer waits for the buyer (how a challenge ends:
 * challengeOutcome.ts).
 */

/** What a `nextAction` asks of the buyer: only issuer challenges so far. */
export const NEXT_ACTION_TYPES = ['challenge'] as const;
export type NextActionType = (typeof NEXT_ACTION_TYPES)[number];

/**
 * `OrderState.nextAction`: the issuer's challenge page (service origin) and when it lapses.
 * Present only while the order is Processing and waits for the buyer to authenticate.
 */
export const nextActionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: z.enum(NEXT_ACTION_TYPES),
    url: httpUrl(),
    expiresAt: isoDateTime(),
  }),
);
export type NextAction = z.infer<typeof nextActionSchema>;
