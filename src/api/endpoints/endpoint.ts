// What a declaration of an endpoint holds. Data only, and no zod: schemas are named, and the
// OpenAPI document (src/sandbox/openapi/) maps each name to its schema of src/api.
import type { ErrorCode } from '../errors.js';
import type { InlineName, InputName, OutputName } from './schemaNames.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a client needs to call an endpoint. The path is from the interface's base URL (`…/v1`),
 * where a client's baseUrl ends and the OpenAPI document's server is, with `{name}` params. The
 * route of an endpoint a client calls is a const of its own (`getOrderRoute`) that the
 * declaration names: a bundle takes the route and leaves the declaration out.
 */
export interface Route {
  readonly method: Method;
  readonly path: `/${string}`;
}

/** The `{name}` params of a path, in a union: `'orderId'` for `/v1/orders/{orderId}`. */
export type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;

/**
 * Who may call: `merchant` (Basic credentials; 401 when wrong), `exchange` (Basic credentials;
 * 400 when wrong, the client-token exchange), `read`/`write` (a client token; a write after the
 * token's expiry is 410), or `none` (public pages).
 */
export type Auth = 'merchant' | 'exchange' | 'read' | 'write' | 'none';

/** The part of the reference an endpoint is listed under. */
export type Tag =
  | 'merchant'
  | 'webhooks'
  | 'checkout'
  | 'buyerChecks'
  | 'identity'
  | 'pages'
  | 'reference';

/** A refusal of the endpoint's own (the common ones follow from its auth and body). */
export interface Refusal {
  readonly status: number;
  readonly code: ErrorCode;
  /** Answered as an HTML page (the pages' refusals), not as the JSON error body. */
  readonly page?: true;
}

export type RequestBody<I extends string = InputName> =
  | { readonly json: I }
  | { readonly form: I }
  /** Raw bytes: an image, or `application/octet-stream`. */
  | { readonly binary: true };

export type Response<O extends string = OutputName> = { readonly status: number } & (
  | { readonly json: O; readonly headers?: readonly 'nextCursor'[] }
  | {
      readonly media:
        | 'text/html'
        | 'text/event-stream'
        | 'text/javascript'
        | 'text/plain'
        | 'image/svg+xml'
        | 'image/png';
    }
);

/**
 * An endpoint's declaration. Its body and answer name schemas of the interface's lists; a
 * test-only slice's name its own (`Endpoint<'LoyaltyCardRequest', 'LoyaltyCardToken'>`).
 */
export interface Endpoint<I extends string = InputName, O extends string = OutputName> {
  /** The OpenAPI operationId. */
  readonly id: string;
  readonly route: Route;
  /** Served at the service origin, not under `/v1` (the hosted checkout page). */
  readonly atOrigin?: true;
  readonly tag: Tag;
  readonly summary: string;
  readonly auth: Auth;
  /** Cross-origin calls allowed: the widget's CORS headers and preflights (docs/protocol.md). */
  readonly cors?: true;
  /** The schema of each `{name}` of the path. */
  readonly params?: Readonly<Record<string, InlineName>>;
  /** The query's members, from one schema or several (the filters, then the paging). */
  readonly query?: readonly InlineName[];
  readonly headers?: Readonly<
    Record<string, { readonly schema: InlineName; readonly required?: true }>
  >;
  readonly body?: RequestBody<I>;
  readonly response: Response<O>;
  readonly refusals: readonly Refusal[];
}
