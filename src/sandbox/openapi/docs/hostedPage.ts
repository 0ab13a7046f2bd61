import type { SomeDocs } from '../docTypes.js';

export const HOSTED_PAGE_DOCS = {
  getHostedCheckout: {
    description: [
      'The checkout as a full page of the service, for merchants who do not embed it: open `{service origin}/checkout?client_token=…&redirect_url=…` in a tab, a window or a popup (`mount(…, { mode: "popup" })`). Built from the same widget code.',
      '',
      '- After a final status (or when the buyer leaves), "Return to the shop" navigates to `redirect_url` with `order_id` (and `status`) appended. Fulfil on the order (`GET /v1/orders/{orderId}`) or its webhook, not on this redirect.',
      '- `redirect_url` must be https (http only for localhost) and on an origin the merchant registered (`--redirect-origin`); anything else is refused with a page that says why, never redirected to.',
      '- This page is served at the service origin, not under `/v1`.',
    ].join('\n'),
    query: {
      client_token: 'The client token of `POST /v1/auth/client-tokens`.',
      redirect_url: 'Where to send the buyer back (`order_id` and `status` are appended).',
      opener_origin:
        'Popup mode (`mount(…, { mode: "popup" })`): the origin of the page that opened it, which the outcome is posted to.',
    },
    response: { description: 'The checkout page.' },
    refusals: {
      '400 VALIDATION': {
        when: 'The link has no `client_token`, gives a parameter twice or too long, or its `redirect_url` or `opener_origin` is not https (http for localhost) on an origin the merchant registered (a page says which, and how to register one).',
        message: 'redirect_url is not registered',
      },
      '401 UNAUTHORIZED': {
        when: 'The client token is unknown (a page says so).',
        message: 'This checkout link is not valid',
      },
      '503 SERVER': {
        when: 'The widget is not built (`npm run build`; a page says so).',
        message: 'The hosted checkout is not built',
      },
    },
    curl: {
      query: { client_token: '$CLIENT_TOKEN', redirect_url: 'http://localhost:4000/return' },
    },
  },
  getHostedAsset: {
    description: 'The built widget the hosted page loads (served at the service origin).',
    params: {
      file: { description: 'A file of the built widget.', example: 'nft-checkout.iife.js' },
    },
    response: { description: 'The script.' },
    refusals: {
      '404 NOT_FOUND': {
        when: 'No such file.',
        message: "No such asset. Only the hosted page's scripts are under /checkout/assets/.",
      },
      '503 SERVER': {
        when: 'The widget is not built (`npm run build`).',
        message:
          'The hosted checkout is not built: Run npm run build in the nft-checkout package, then reload this page.',
      },
    },
    curl: { path: { file: 'nft-checkout.iife.js' } },
  },
  getServiceIcon: {
    description:
      "The icon the hosted checkout page and the bank's challenge page declare (`<link rel=\"icon\">`), an SVG served at the service origin. A page that declares none makes browsers ask for `/favicon.ico`, which the page's Content-Security-Policy would block; the pages' `img-src 'self'` allows this one.",
    response: { description: 'The icon.' },
  },
} satisfies SomeDocs;
