// The service's HTML pages and scripts: the frames, the card challenge, the hosted checkout.
import {
  challengePageQuerySchema,
  framePageQuerySchema,
  frameStringsQuerySchema,
  hostedPageQuerySchema,
  pathIdSchema,
} from '../../../api/httpShapes.js';
import type { ErrorSpec, OperationSpec } from '../operation.js';

const SANDBOX = 'http://127.0.0.1:4010';
const SHOP = 'https://shop.example';

const badOrigin: ErrorSpec = {
  status: 400,
  code: 'VALIDATION',
  when: '`origin` is missing, repeated, or not one http(s) origin as browsers write it.',
  message:
    'Invalid request: origin must be the http(s) origin of the page that embeds the checkout.',
};

const LOCALE =
  "The checkout's language, a BCP 47 tag (`fr-CA`): the page is written in its best match among the shipped locales (`fr`); a missing, unknown, invalid or overlong tag reads English, never an error.";

const originQuery = {
  schema: framePageQuerySchema,
  descriptions: {
    origin:
      'The origin of the page that embeds the checkout (`https://shop.example`: lower case, no path, no default port). Only that origin may frame the page.',
    locale: LOCALE,
  },
};

/** A frame page: public, framable only by `origin`, running the frames' script. */
function framePage(
  path: string,
  operationId: string,
  summary: string,
  what: string,
): OperationSpec {
  return {
    method: 'get',
    path,
    operationId,
    tag: 'pages',
    summary,
    description: `${what} Public: the frame receives the client token from the widget by \`postMessage\` (\`src/api/cardFrameProtocol.ts\`). Served with a strict \`Content-Security-Policy\` (\`frame-ancestors <origin>\`, scripts of the service's origin only) and \`Referrer-Policy: no-referrer\`.`,
    auth: 'none',
    cors: true,
    query: originQuery,
    ok: [{ status: 200, description: 'The page.', html: 'page' }],
    errors: [badOrigin],
    curl: { query: { origin: SHOP } },
  };
}

const challengeId = {
  name: 'challengeId',
  schema: pathIdSchema,
  description:
    "The challenge of the order state's `nextAction.url` (192 random bits: the capability).",
  example: 'chl_4kq8Zp2mW7xR1vN5sT9yB3cD6fG0hJ2l',
};

const challengeRefusals: ErrorSpec[] = [
  {
    status: 404,
    code: 'NOT_FOUND',
    when: 'No challenge has this id (a page says so).',
    message: 'This authentication page does not exist.',
    page: true,
  },
  {
    status: 409,
    code: 'CONFLICT',
    when: "The challenge was answered already, or is no longer the order's (a page says so).",
    message: 'This authentication is over: return to the checkout.',
    page: true,
  },
  {
    status: 410,
    code: 'EXPIRED',
    when: 'The challenge lapsed and the payment was declined `AUTHENTICATION_FAILED` (a page says so).',
    message: 'This authentication has expired: return to the checkout to pay again.',
    page: true,
  },
];

const challengeQuery = {
  schema: challengePageQuerySchema,
  descriptions: {
    origin:
      "The widget's page origin, when the widget frames the page (only that origin may frame it; without it, nobody may).",
    locale: `${LOCALE} Kept on the page the form posts to.`,
  },
};

export const PAGE_OPERATIONS: OperationSpec[] = [
  framePage(
    '/v1/checkout/card-frame',
    'getCardFrame',
    'The card frame page',
    "The page of the card fields, which the widget frames (the session's `cardFrameUrl` plus `?origin=`). Card numbers are typed and tokenized here, never on the merchant's page.",
  ),
  {
    method: 'get',
    path: '/v1/checkout/card-frame.js',
    operationId: 'getFrameScript',
    tag: 'pages',
    summary: "The frames' script",
    description:
      'The script of the card, tax-id and document frames and of the challenge page: `dist/card-frame.js` when the package is built, else a bundle of `src/frame/main.ts` made on the first request.',
    auth: 'none',
    cors: true,
    ok: [{ status: 200, description: 'The script.', javascript: 'script' }],
    errors: [],
    curl: {},
  },
  framePage(
    '/v1/checkout/tax-id-frame',
    'getTaxIdFrame',
    'The tax-id (SSN) frame page',
    "The page where the buyer types a US Social Security number (the session's `checks.taxId.frameUrl`), so that the host page never sees it.",
  ),
  {
    method: 'get',
    path: '/v1/checkout/frame-strings',
    operationId: 'getFrameStrings',
    tag: 'pages',
    summary: "The frames' words in one language",
    description: [
      "Every word of the card, tax-id and document frames and of the challenge page, in the best match of `locale` among the shipped locales (`en`, `ar`, `de`, `es`, `fr`, `it`, `ja`, `ko`, `pt-BR`, `zh-Hans`, and the pseudo-locale `en-XA`), with its writing direction. A frame reads it when the checkout's language changes after the frame was rendered, and rewrites its words in place (nothing the buyer typed is lost).",
      '',
      "Public and the same for everyone: `Cache-Control: public, max-age=3600`. Same origin only (the frames' own requests).",
    ].join('\n'),
    auth: 'none',
    query: {
      schema: frameStringsQuerySchema,
      descriptions: { locale: LOCALE },
    },
    ok: [
      {
        status: 200,
        description: 'The words, keyed by frame (`card`, `taxId`, `document`, `challenge`).',
        json: 'FrameStrings',
      },
    ],
    errors: [],
    curl: { query: { locale: 'fr-CA' } },
  },
  framePage(
    '/v1/checkout/document-frame',
    'getDocumentFrame',
    'The identity-document frame page',
    "The page where the buyer chooses a document and takes or picks its photos (the session's `checks.identity.frameUrl`). Its policy also allows `blob:` previews and the camera for the service's own origin.",
  ),
  {
    method: 'get',
    path: '/v1/checkout/challenge/{challengeId}',
    operationId: 'getChallengePage',
    tag: 'pages',
    summary: "The card issuer's challenge page (3-D Secure)",
    description: [
      'The page of `nextAction.url`, where the buyer answers the card issuer\'s challenge: the merchant, the total, the card as "Visa ending in 0019", and a form to complete (or, for the one-time-code card, a code: `123456` in the sandbox), fail or cancel.',
      '',
      'Public (the id is the capability); framable only by `origin`. Refusals are HTML pages too.',
    ].join('\n'),
    auth: 'none',
    pathParams: [challengeId],
    query: challengeQuery,
    ok: [{ status: 200, description: 'The challenge page.', html: 'page' }],
    errors: [badOrigin, ...challengeRefusals],
    curl: { path: { challengeId: '$CHALLENGE_ID' } },
  },
  {
    method: 'post',
    path: '/v1/checkout/challenge/{challengeId}',
    operationId: 'answerChallenge',
    tag: 'pages',
    summary: "The challenge page's form",
    description: [
      'Ends the challenge, once: `authenticate` (with the right `code` on the one-time-code page) lets the payment go on; `fail` and `cancel` decline it `AUTHENTICATION_FAILED`; a wrong code shows the form again with the tries left (the third fails the challenge). The answer is an HTML page.',
      '',
      "- Only the page itself may post it: a `Sec-Fetch-Site` other than `same-origin`, or an `Origin` other than the service's own, is refused with a 403 page and changes nothing.",
      '- `application/x-www-form-urlencoded`, at most 2 KiB.',
    ].join('\n'),
    auth: 'none',
    pathParams: [challengeId],
    query: challengeQuery,
    body: { form: 'ChallengeForm', example: { action: 'authenticate' } },
    ok: [
      {
        status: 200,
        description: 'The result page (or the form again after a wrong code).',
        html: 'page',
      },
    ],
    errors: [
      {
        status: 400,
        code: 'VALIDATION',
        when: '`action` is not `authenticate`, `fail` or `cancel`, or `origin` is malformed.',
        message: 'Invalid request: action must be authenticate, fail or cancel.',
      },
      {
        status: 403,
        code: 'FORBIDDEN',
        when: 'The form was posted from another site (a page says so).',
        message: 'This authentication can be answered only on its own page.',
        page: true,
      },
      ...challengeRefusals,
      {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        when: 'The form is larger than 2 KiB.',
        message: 'The request body is larger than 2048 bytes.',
      },
      {
        status: 415,
        code: 'VALIDATION',
        when: 'The form is not `application/x-www-form-urlencoded`.',
        message: 'Send the challenge form as application/x-www-form-urlencoded.',
      },
    ],
    curl: { path: { challengeId: '$CHALLENGE_ID' }, headers: { Origin: SANDBOX } },
  },
  {
    method: 'get',
    path: '/checkout',
    operationId: 'getHostedCheckout',
    tag: 'pages',
    summary: 'The hosted checkout page',
    description: [
      'The checkout as a full page of the service, for merchants who do not embed it: open `{service origin}/checkout?client_token=…&redirect_url=…` in a tab, a window or a popup (`mount(…, { mode: "popup" })`). Built from the same widget code.',
      '',
      '- After a final status (or when the buyer leaves), "Return to the shop" navigates to `redirect_url` with `order_id` (and `status`) appended. Fulfil on the order (`GET /v1/orders/{orderId}`) or its webhook, not on this redirect.',
      '- `redirect_url` must be https (http only for localhost) and on an origin the merchant registered (`--redirect-origin`); anything else is refused with a page that says why, never redirected to.',
      '- This page is served at the service origin, not under `/v1`.',
    ].join('\n'),
    auth: 'none',
    query: {
      schema: hostedPageQuerySchema,
      descriptions: {
        client_token: 'The client token of `POST /v1/auth/client-tokens`.',
        redirect_url: 'Where to send the buyer back (`order_id` and `status` are appended).',
        opener_origin:
          'Popup mode (`mount(…, { mode: "popup" })`): the origin of the page that opened it, which the outcome is posted to.',
      },
    },
    ok: [{ status: 200, description: 'The checkout page.', html: 'page' }],
    errors: [
      {
        status: 400,
        code: 'VALIDATION',
        when: 'The link has no `client_token`, gives a parameter twice or too long, or its `redirect_url` or `opener_origin` is not https (http for localhost) on an origin the merchant registered (a page says which, and how to register one).',
        message: 'redirect_url is not registered',
        page: true,
      },
      {
        status: 401,
        code: 'UNAUTHORIZED',
        when: 'The client token is unknown (a page says so).',
        message: 'This checkout link is not valid',
        page: true,
      },
      {
        status: 503,
        code: 'SERVER',
        when: 'The widget is not built (`npm run build`; a page says so).',
        message: 'The hosted checkout is not built',
        page: true,
      },
    ],
    curl: {
      query: { client_token: '$CLIENT_TOKEN', redirect_url: 'http://localhost:4000/return' },
    },
  },
  {
    method: 'get',
    path: '/checkout/assets/{file}',
    operationId: 'getHostedAsset',
    tag: 'pages',
    summary: "The hosted page's scripts",
    description: 'The built widget the hosted page loads (served at the service origin).',
    auth: 'none',
    pathParams: [
      {
        name: 'file',
        schema: pathIdSchema,
        description: 'A file of the built widget.',
        example: 'nft-checkout.iife.js',
      },
    ],
    ok: [{ status: 200, description: 'The script.', javascript: 'script' }],
    errors: [
      {
        status: 404,
        code: 'NOT_FOUND',
        when: 'No such file.',
        message: "No such asset. Only the hosted page's scripts are under /checkout/assets/.",
      },
      {
        status: 503,
        code: 'SERVER',
        when: 'The widget is not built (`npm run build`).',
        message:
          'The hosted checkout is not built: Run npm run build in the nft-checkout package, then reload this page.',
      },
    ],
    curl: { path: { file: 'nft-checkout.iife.js' } },
  },
  {
    method: 'get',
    path: '/checkout/icon.svg',
    operationId: 'getServiceIcon',
    tag: 'pages',
    summary: "The service's icon",
    description:
      "The icon the hosted checkout page and the bank's challenge page declare (`<link rel=\"icon\">`), an SVG served at the service origin. A page that declares none makes browsers ask for `/favicon.ico`, which the page's Content-Security-Policy would block; the pages' `img-src 'self'` allows this one.",
    auth: 'none',
    ok: [{ status: 200, description: 'The icon.', svg: 'icon' }],
    errors: [],
    curl: {},
  },
];
