import { startCardFrame } from './app.js';
import { FORM_ID } from './fields.js';
import type { FrameApp } from './frameApp.js';

/** The card frame: its page holds the card form. */
export const cardFrameApp: FrameApp = { id: 'card', marks: [FORM_ID], start: startCardFrame };
