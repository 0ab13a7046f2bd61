import { sendFramePage } from '../../../sandbox/handlers/browser/framePages.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { taxIdFramePage } from '../frame/taxIdPage.js';

/**
 * GET /v1/checkout/tax-id-frame?origin=<host page origin>: the tax-id frame page, under the card
 * frame's policy and running the same script (which starts the tax-id app on this page).
 */
export const getTaxIdFrame = (ctx: RequestContext): void => sendFramePage(ctx, taxIdFramePage);
