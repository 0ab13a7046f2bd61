import type { FrameApp } from '../../../frame/frameApp.js';
import { FORM_ID } from './cardFields.js';
import { startCardFrame } from './cardFrame.js';

/** The card frame: its page holds the card form. */
export const cardFrameApp: FrameApp = { id: 'card', marks: [FORM_ID], start: startCardFrame };
