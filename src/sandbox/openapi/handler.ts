import type { RequestContext } from '../http/context.js';
import { httpError } from '../http/errors.js';

/** GET /v1/openapi.json: the OpenAPI 3.1 document of this service. */
export function getOpenApi(_ctx: RequestContext): void {
  throw httpError(501, 'SERVER', 'Not built yet.');
}
