import { fillTemplate } from '../../../api/text.js';
import {
  member,
  requestToken,
  type ServiceResult,
  type ServiceStrings,
} from '../../../frame/tokenize.js';
import type { TaxIdToken } from '../api/checkoutTaxId.js';
import { formatSsn, isTaxIdToken } from '../api/taxId.js';

export interface TaxIdTokenRequest {
  /** The service's tax-ids endpoint, same origin as the frame. */
  url: string;
  clientToken: string;
  /** Nine digits. */
  taxId: string;
  /** In the frame's language; `refused` makes the service's reason a sentence (`{reason}`). */
  strings: ServiceStrings & { refused: string };
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
  });
  if (result.ok || !result.fieldMessage) return result;
  const reason = result.fieldMessage;
  // A phrase ("must be the 9 digits of the SSN") becomes a sentence; a sentence stays as it is.
  const sentence = /^[a-z]/.test(reason)
    ? fillTemplate(request.strings.refused, { reason: reason.replace(/\.$/, '') })
    : reason;
  return { ...result, message: sentence, fieldMessage: sentence };
}
