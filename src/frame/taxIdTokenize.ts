import { isTaxIdToken } from '../api/cardFrameProtocol.js';
import type { TaxIdToken } from '../api/checkout.js';
import { formatSsn } from '../api/taxId.js';
import { serviceStrings, taxIdFrameStrings } from './strings.js';
import { member, requestToken, type ServiceResult } from './tokenize.js';

export interface TaxIdTokenRequest {
  /** The service's tax-ids endpoint, same origin as the frame. */
  url: string;
  clientToken: string;
  /** Nine digits. */
  taxId: string;
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
}

/**
 * POSTs the SSN to the service's tax-ids endpoint. A 400 that names `taxId` gives the field its
 * reason as a sentence, which is also the message the host gets. The number, as sent or as
 * shown, and the client token never reach a message.
 */
export async function requestTaxIdToken({
  taxId,
  ...request
}: TaxIdTokenRequest): Promise<ServiceResult<TaxIdToken>> {
  const result = await requestToken({
    ...request,
    body: { taxId },
    secrets: [taxId, formatSsn(taxId), request.clientToken],
    field: 'taxId',
    read: (json) => {
      const taxIdToken = member(json, 'taxIdToken');
      const last4 = member(json, 'last4');
      return isTaxIdToken(taxIdToken, last4) ? ({ taxIdToken, last4 } as TaxIdToken) : undefined;
    },
    strings: serviceStrings('tax id', 'Social Security number'),
  });
  if (result.ok || !result.fieldMessage) return result;
  const sentence = taxIdFrameStrings.errors.refused(result.fieldMessage);
  return { ...result, message: sentence, fieldMessage: sentence };
}
