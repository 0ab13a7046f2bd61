import type { FrameApp } from '../../../frame/frameApp.js';
import { startDocumentFrame } from './documentApp.js';
import { DOCUMENT_FORM_ID } from './documentFields.js';

/** The identity-document frame: its page holds the document form. */
export const documentFrameApp: FrameApp = {
  id: 'document',
  marks: [DOCUMENT_FORM_ID],
  start: startDocumentFrame,
};
