// The documentation of an endpoint, kept apart from its declaration (src/api/endpoints) as it is
// prose for the reference, never for a bundle. Typed from the declaration: an endpoint with path
// params, a query, headers, a body or refusals must describe each of them, and one without may not.
import type { Endpoint } from '../../api/endpoints/endpoint.js';
import type { EndpointId, EndpointOf } from '../../api/endpoints/index.js';

/** One cause of a refusal: when it is answered, and an example message. */
export interface Cause {
  readonly when: string;
  readonly message: string;
}

/** A path param or header: what it means, and an example value. */
export interface ParamDoc {
  readonly description: string;
  readonly example: string;
}

/** The example request of an endpoint, as the curl command of docs/api.md sends it. */
export interface CurlExample {
  /** Values of the path parameters (shell variables such as `$ORDER_ID` allowed). */
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** For a binary body: the file `--data-binary @<file>` sends. */
  readonly file?: string;
}

/** `409 CONFLICT` for `{ status: 409, code: 'CONFLICT' }`: how a refusal's causes are keyed. */
export type RefusalKey<E extends Endpoint> = E['refusals'][number] extends infer R
  ? R extends { status: infer S extends number; code: infer C extends string }
    ? `${S} ${C}`
    : never
  : never;

type BodyDoc<B> = [B] extends [{ binary: true }]
  ? { readonly description: string }
  : [B] extends [{ form: string }]
    ? { readonly example: Readonly<Record<string, string>> }
    : { readonly example: unknown };

/**
 * The documentation of the endpoint `E`. Each condition is on `[E]`, not `E`: a distributive one
 * would expand every endpoint of the table at once where the id is still generic.
 */
export type DocOf<E extends Endpoint> = {
  /** Markdown: what it does and its rules. */
  readonly description: string;
  readonly response: { readonly description: string; readonly example?: unknown };
  readonly curl?: CurlExample;
} & ([E] extends [{ params: infer P }]
  ? { readonly params: { readonly [K in keyof P]: ParamDoc } }
  : unknown) &
  ([E] extends [{ query: readonly unknown[] }]
    ? { readonly query: Readonly<Record<string, string>> }
    : unknown) &
  ([E] extends [{ headers: infer H }]
    ? { readonly headers: { readonly [K in keyof H]: ParamDoc } }
    : unknown) &
  ([E] extends [{ body: infer B }] ? { readonly body: BodyDoc<B> } : unknown) &
  ([RefusalKey<E>] extends [never]
    ? unknown
    : { readonly refusals: { readonly [K in RefusalKey<E>]: Cause | readonly Cause[] } });

/** Documentation by endpoint id: for some endpoints (one part of the product). */
export type SomeDocs = { readonly [Id in EndpointId]?: DocOf<EndpointOf<Id>> };

/** Documentation by endpoint id: every endpoint's. */
export type AllDocs = { readonly [Id in EndpointId]: DocOf<EndpointOf<Id>> };

/** Any endpoint's documentation, as the document builder reads it. */
export interface EndpointDoc {
  readonly description: string;
  readonly response: { readonly description: string; readonly example?: unknown };
  readonly curl?: CurlExample;
  readonly params?: Readonly<Record<string, ParamDoc>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, ParamDoc>>;
  readonly body?: { readonly example?: unknown; readonly description?: string };
  readonly refusals?: Readonly<Record<string, Cause | readonly Cause[]>>;
}
