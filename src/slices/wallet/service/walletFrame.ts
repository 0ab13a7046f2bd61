import { frameCsp } from '../../../frame/page.js';
import { sendFramePage } from '../../../sandbox/handlers/browser/framePages.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { walletFramePage } from '../frame/walletPage.js';

/**
 * The frames' policy, and images of the service: Chromium loads a payment handler's icon under
 * the policy of the page that asks for the payment, and gives up on a handler whose icon fails.
 */
const walletFrameCsp = (origin: string) => `${frameCsp(origin)}; img-src 'self'`;

/** GET /v1/checkout/wallet-frame?origin=…&country=…&region=…: the wallet frame page. */
export const getWalletFrame = (ctx: RequestContext): void =>
  sendFramePage(ctx, walletFramePage, { csp: walletFrameCsp });
