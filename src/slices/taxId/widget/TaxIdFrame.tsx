import {
  type FrameHandle,
  FrameHost,
  type FrameHostProps,
} from '../../../checkout/frames/FrameHost.js';
import type { TaxIdToken } from '../api/checkoutTaxId.js';
import { TAX_ID_FRAME } from './taxIdKind.js';

export type TaxIdFrameHandle = FrameHandle<TaxIdToken>;

/** As the card frame's props; `frameUrl` is the session's `checks.taxId.frameUrl`. */
export type TaxIdFrameProps = FrameHostProps<TaxIdToken>;

/**
 * The SSN field: the tax-id frame (src/frame, same script and policy as the card frame), which
 * sends the number to the service itself and hands back only a tax-id token and the last 4
 * digits. The page, the widget included, never sees the number.
 */
export function TaxIdFrame(props: TaxIdFrameProps) {
  return <FrameHost kind={TAX_ID_FRAME} {...props} />;
}
