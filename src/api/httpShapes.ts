import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';
import { httpUrl, pattern, uuid } from './primitives.js';
import { WEBHOOK_HEADERS } from './webhooks.js';

/*
 * Shapes of the protocol that no client parses but a merchant still needs described: the query
 * of the service's HTML pages, the path parameters and the Standard Webhooks headers (the
 * challenge page's and a capture's are their slices'). docs/openapi.json is generated from them.
 */

/**
 * The checkout's language on a page or for the frames' words: any text, matched to a shipped
 * locale (anything else reads English, never an error).
 */
export const localeTag = () => z.optional(z.string());

/** `?origin=<host page origin>&locale=<tag>` of the card, tax-id and document frame pages. */
export const framePageQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ origin: httpUrl(), locale: localeTag() }),
);

/** `?locale=<tag>` of the frames' words. */
export const frameStringsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ locale: localeTag() }),
);

/** The frames' words in one locale: the matched locale, its direction, the whole catalog. */
export const frameStringsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    locale: z.string(),
    dir: z.enum(['ltr', 'rtl']),
    strings: z.record(z.string(), z.unknown()),
  }),
);

/** The body of a POST that needs none (a capture's submit, a resend): `{}`, ignored. */
export const emptyBodySchema = /* @__PURE__ */ lazySchema(() => z.object({}));

/** An id in a path (order, verification, challenge, delivery): any non-empty segment. */
export const pathIdSchema = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.minLength(1), z.maxLength(200)),
);

/** `Idempotency-Key` of POST /checkout/confirm. */
export const idempotencyKeySchema = /* @__PURE__ */ lazySchema(() => uuid());

/** `Last-Event-ID` of the order stream: the sequence of the last message received. */
export const lastEventIdSchema = /* @__PURE__ */ lazySchema(() =>
  pattern(/^\d{1,9}$/, 9, 'must be the id of an order message'),
);

/** `X-File-Name` of a capture photo: read only for the sandbox outcome it may name. */
export const fileNameHeaderSchema = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.maxLength(255)),
);

/** `Retry-After` of a 429: whole seconds. */
export const retryAfterSchema = /* @__PURE__ */ lazySchema(() =>
  pattern(/^\d{1,9}$/, 9, 'must be a number of seconds'),
);

/**
 * The hosted checkout page's query: the client token, where to send the buyer back, and the
 * origin of the page that opened it as a popup.
 */
export const hostedPageQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    client_token: uuid(),
    /** https (http only for localhost), on an origin the merchant registered. */
    redirect_url: z.optional(httpUrl()),
    /** Popup mode: the opener's origin, registered like `redirect_url`'s. */
    opener_origin: z.optional(httpUrl()),
  }),
);

/**
 * The Standard Webhooks headers of a delivery: the event id (the same on every attempt), the
 * Unix time in seconds it was signed at, and one or more space-separated `v1,<base64 HMAC>`.
 */
export const webhookHeadersSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    [WEBHOOK_HEADERS.id]: z.string().check(z.minLength(1), z.maxLength(200)),
    [WEBHOOK_HEADERS.timestamp]: pattern(/^\d{1,12}$/, 12, 'must be Unix seconds'),
    [WEBHOOK_HEADERS.signature]: pattern(
      /^v1,[A-Za-z0-9+/]{1,100}={0,2}(?: v1,[A-Za-z0-9+/]{1,100}={0,2}){0,9}$/,
      1100,
      'must be space-separated v1,<base64> signatures',
    ),
  }),
);

/** The OpenAPI document GET /v1/openapi.json answers (its own schema is the OpenAPI 3.1 one). */
export const openApiDocumentSchema = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    openapi: z.string().check(z.regex(/^3\.1\.\d{1,3}$/)),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
);
