// The slices' calls of the widget's client, listed once: the client is the central calls and
// each of these (src/api/checkoutClient.ts).
import { achCalls } from '../slices/ach/api/achCalls.js';
import { cardCalls } from '../slices/card/api/cardCalls.js';
import { documentCalls } from '../slices/document/api/documentCalls.js';
import { phoneCalls } from '../slices/phone/api/phoneCalls.js';
import type { CallsOf } from './callsOf.js';
import type { ClientContext } from './sessionClient.js';

export const CLIENT_CALLS = [cardCalls, achCalls, phoneCalls, documentCalls] as const;

/** Every slice's calls, as one object. */
export type SliceCalls = CallsOf<typeof CLIENT_CALLS>;

export const sliceCalls = (context: ClientContext): SliceCalls =>
  Object.assign({}, ...CLIENT_CALLS.map((calls) => calls(context)));
