// The sandbox's test wallet: a web-based payment handler served by the service origin.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

const file = <const I extends string, const P extends `/${string}`>(
  id: I,
  path: P,
  summary: string,
) =>
  ({
    id,
    route: { method: 'GET', path },
    tag: 'pages',
    summary,
    auth: 'none',
    refusals: [],
  }) as const;

export const getTestWalletMethod = {
  ...file('getTestWalletMethod', '/wallets/test-pay', "The test wallet's payment method manifest"),
  response: { status: 200, json: 'PaymentMethodManifest' },
} as const satisfies Endpoint;

export const getTestWalletApp = {
  ...file('getTestWalletApp', '/wallets/test-pay/app.json', "The test wallet's app manifest"),
  response: { status: 200, json: 'PaymentAppManifest' },
} as const satisfies Endpoint;

export const getTestWalletIcon = {
  ...file('getTestWalletIcon', '/wallets/test-pay/icon.png', "The test wallet's icon"),
  response: { status: 200, media: 'image/png' },
} as const satisfies Endpoint;

export const getTestWalletScript = {
  ...file('getTestWalletScript', '/wallets/test-pay/script.js', "The test wallet's script"),
  response: { status: 200, media: 'text/javascript' },
} as const satisfies Endpoint;

export const getTestWalletSheet = {
  ...file('getTestWalletSheet', '/wallets/test-pay/sheet', "The test wallet's sheet"),
  response: { status: 200, media: 'text/html' },
} as const satisfies Endpoint;
