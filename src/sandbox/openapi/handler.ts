import type { RequestContext } from '../http/context.js';
import { sendJson } from '../http/respond.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';

// Built once per origin: a sandbox is reached at one or two (127.0.0.1, localhost).
const built = new Map<string, OpenApiDocument>();
const MAX_ORIGINS = 8;

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 document of this service, with this sandbox's origin as
 * its server (as the client reached it, or `publicOrigin`).
 */
export function getOpenApi(ctx: RequestContext): void {
  let document = built.get(ctx.origin);
  if (document === undefined) {
    document = buildOpenApiDocument(ctx.origin);
    // The origin comes from the Host header: keep a few, never one per request.
    if (built.size >= MAX_ORIGINS) built.clear();
    built.set(ctx.origin, document);
  }
  sendJson(ctx.res, 200, document);
}
