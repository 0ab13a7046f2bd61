// Test-only: the tax-id step against the real sandbox without a browser frame. It sends the SSN
// the way the frame does (POST /checkout/tax-ids with the client token), with a number the test
// picks.
import { taxIdTokenSchema } from '../../slices/taxId/api/checkoutTaxId.js';
import { frameStandIn } from './sandboxFrameStandIn.js';

export const sandboxTaxId = { ssn: '123456789', baseUrl: '' };

export const TaxIdFrame = frameStandIn(
  () => `${sandboxTaxId.baseUrl}/checkout/tax-ids`,
  () => ({ taxId: sandboxTaxId.ssn }),
  taxIdTokenSchema,
);
