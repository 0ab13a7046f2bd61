import { sendFramePage } from '../../../sandbox/handlers/browser/framePages.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { documentFramePage, documentFramePolicy } from '../frame/documentPage.js';

/**
 * GET /v1/checkout/document-frame?origin=<host page origin>: the identity-document capture page,
 * under the card frame's policy plus `blob:` previews, the camera allowed for the service's own
 * origin only, and running the frame script, which starts the document app on this page.
 */
export const getDocumentFrame = (ctx: RequestContext): void =>
  sendFramePage(ctx, documentFramePage, documentFramePolicy);
