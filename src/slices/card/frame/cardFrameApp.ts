import { startCardFrame } from '../../../frame/app.js';
import { FORM_ID } from '../../../frame/fields.js';
import type { FrameApp } from '../../../frame/frameApp.js';

/** The card frame: its page holds the card form. */
export const cardFrameApp: FrameApp = { id: 'card', marks: [FORM_ID], start: startCardFrame };
