import type { RequestContext } from '../http/context.js';
import { sendJson } from '../http/respond.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';

// Built on the first request: the origin is the sandbox's own, the same for every request.
let built: { origin: string; document: OpenApiDocument } | undefined;

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 document of this service, with this sandbox's origin as
 * its server (`publicOrigin`, or the listen address).
 */
export function getOpenApi(ctx: RequestContext): void {
  if (built?.origin !== ctx.origin) {
    built = { origin: ctx.origin, document: buildOpenApiDocument(ctx.origin) };
  }
  sendJson(ctx.res, 200, built.document);
}
