import { sendFramePage } from '../../../sandbox/handlers/browser/framePages.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { walletFramePage } from '../frame/walletPage.js';

/** GET /v1/checkout/wallet-frame?origin=…&country=…&region=…: the wallet frame page. */
export const getWalletFrame = (ctx: RequestContext): void => sendFramePage(ctx, walletFramePage);
