import { sendFramePage } from '../../../sandbox/handlers/browser/framePages.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { cardFramePage } from '../frame/cardPage.js';

// The endpoint handlers take the frames' script from here too.

/** GET /v1/checkout/card-frame?origin=<host page origin>: the card frame page. */
export const getCardFrame = (ctx: RequestContext): void => sendFramePage(ctx, cardFramePage);
