import { type FrameOptions, startFrame } from '../../../frame/shell.js';
import { FORM_ID } from './cardFields.js';
import { createCardForm } from './cardForm.js';
import { requestCardToken } from './cardTokenize.js';

export type CardFrameOptions = FrameOptions;

/**
 * The card frame app: the frame shell (shell.ts) with the card form, sending the card only to
 * the service's cards endpoint. Returns a stop function, or undefined when the frame cannot run.
 */
export function startCardFrame(
  win: Window,
  options: CardFrameOptions = {},
): (() => void) | undefined {
  return startFrame(
    win,
    {
      formId: FORM_ID,
      createForm: createCardForm,
      // relative to /v1/checkout/card-frame: the service's /v1/checkout/cards
      endpoint: 'cards',
      send: ({ value, ...request }) => requestCardToken({ ...request, card: value }),
      answer: (requestId, token) => ({ type: 'tokenized', requestId, ...token }),
      section: 'card',
    },
    options,
  );
}
