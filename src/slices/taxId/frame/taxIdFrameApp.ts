import type { FrameApp } from '../../../frame/frameApp.js';
import { startTaxIdFrame } from './taxIdApp.js';
import { TAX_ID_FORM_ID } from './taxIdFields.js';

/** The tax-id frame: its page holds the SSN form. */
export const taxIdFrameApp: FrameApp = {
  id: 'taxId',
  marks: [TAX_ID_FORM_ID],
  start: startTaxIdFrame,
};
