import { type FrameOptions, startFrame } from '../../../frame/shell.js';
import { say } from '../../../frame/texts.js';
import { TAX_ID_FORM_ID } from './taxIdFields.js';
import { createTaxIdForm } from './taxIdForm.js';
import { requestTaxIdToken } from './taxIdTokenize.js';

/**
 * The tax-id frame app: the frame shell (shell.ts) with the SSN field, sending the number only
 * to the service's tax-ids endpoint and answering the host with the token and last 4.
 */
export function startTaxIdFrame(win: Window, options: FrameOptions = {}): (() => void) | undefined {
  return startFrame(
    win,
    {
      formId: TAX_ID_FORM_ID,
      createForm: createTaxIdForm,
      // relative to /v1/checkout/tax-id-frame: the service's /v1/checkout/tax-ids
      endpoint: 'tax-ids',
      send: ({ value, doc, strings, ...request }) =>
        requestTaxIdToken({
          ...request,
          taxId: value,
          strings: { ...strings, refused: say(doc, 'taxId.errors.refused') },
        }),
      answer: (requestId, token) => ({ type: 'taxIdTokenized', requestId, ...token }),
      section: 'taxId',
    },
    options,
  );
}
