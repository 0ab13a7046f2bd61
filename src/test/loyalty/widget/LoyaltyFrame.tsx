// Test-only: the loyalty card field, a frame of the service like the tax-id one.
import { FrameHost, type FrameHostProps } from '../../../checkout/frames/FrameHost.js';
import type { LoyaltyCardToken } from '../api/loyaltyCard.js';
import { LOYALTY_FRAME } from './loyaltyKind.js';

export function LoyaltyFrame(props: FrameHostProps<LoyaltyCardToken>) {
  return <FrameHost kind={LOYALTY_FRAME} {...props} />;
}
