import * as z from 'zod/mini';
import { nextActionSchema } from '../slices/challenge/api/challenge.js';
import { identityCheckSchema } from '../slices/document/api/identityCheck.js';

/**
 * What slices add to an order's state (`OrderState`, checkout.ts), one member each: the list of
 * parts a state may carry besides the order and its history.
 */
export const orderStateParts = () => ({
  /** The buyer's identity check, once the service assessed the buyer (docs/protocol.md). */
  identity: z.optional(identityCheckSchema),
  /** What the buyer must do before the payment goes on: present only while Processing waits. */
  nextAction: z.optional(nextActionSchema),
});
