import { type FrameOptions, startFrame } from '../../../frame/shell.js';
import { DOCUMENT_FORM_ID } from './documentFields.js';
import { createDocumentForm, type DocumentForm } from './documentForm.js';
import { submitDocument } from './documentUpload.js';

/**
 * The document frame app: the frame shell (shell.ts) with the document form, sending the photos
 * only to the service's captures endpoint and answering the host with the verification id.
 */
export function startDocumentFrame(
  win: Window,
  options: FrameOptions = {},
): (() => void) | undefined {
  let form: DocumentForm | undefined;
  return startFrame(
    win,
    {
      formId: DOCUMENT_FORM_ID,
      createForm: (doc, onValidity) => {
        form = createDocumentForm(doc, onValidity);
        return form;
      },
      // relative to /v1/checkout/document-frame: the service's /v1/checkout/identity/captures
      endpoint: 'identity/captures',
      send: async ({ value, ...request }) => {
        form?.sending(true);
        const result = await submitDocument({ ...request, document: value });
        form?.sending(false, result.ok);
        return result;
      },
      answer: (requestId, verificationId) => ({
        type: 'documentSubmitted',
        requestId,
        verificationId,
      }),
      section: 'document',
    },
    options,
  );
}
