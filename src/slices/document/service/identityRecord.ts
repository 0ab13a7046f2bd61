import type { Buyer } from '../../../api/checkoutBuyer.js';
import type { IdentityCheck, IdentityFailure } from '../api/identityCheck.js';

/** A capture's verdict, due once the verifier has looked at the images. */
export interface PendingVerdict {
  verificationId: string;
  dueAt: number;
  outcome: 'verified' | IdentityFailure;
}

/** What the identity check keeps on an order. */
export interface IdentityOrderPart {
  /** The identity check, once the buyer was assessed (POST /v1/checkout/identity/assess). */
  identity?: IdentityCheck | undefined;
  /** The buyer of the latest assessment: the holder a new capture's document is read as. */
  identityBuyer?: Buyer | undefined;
  /** The verdict of the submitted capture, while it is still to come. */
  identityVerdict?: PendingVerdict | undefined;
  /** The verified document the confirm-time risk check counted, when there was one. */
  documentVerificationId?: string | undefined;
}
