import type { IdentityFailure, IdentityPhase, IdentityReason } from './identityCheck.js';

/**
 * A step of the buyer's identity check (not an order status, never terminal): the service asked
 * for a document (`required`), the images went to the verifier (`submitted`), and how it went
 * (`verified`, `failed`). Each is told once, like the order events, from the order's history.
 */
export interface VerificationEvent {
  type: 'verification';
  /** `${orderId}:verification:${n}`, n its place in the identity history (1, 2, 3…). */
  id: string;
  orderId: string;
  referenceId: string | null;
  phase: IdentityPhase;
  /** The capture's verification id (spec 2.11); null for `required`. */
  verificationId: string | null;
  /** `required`: why the document is asked for. */
  reason?: IdentityReason;
  /** `failed`: why, and so what the buyer does next. */
  failure?: IdentityFailure;
  /** Captures the buyer has left in this order. */
  attemptsLeft: number;
  /** When the service recorded it (ISO 8601). */
  at: string;
}
