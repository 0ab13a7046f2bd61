// What the wallet frame may show: the wallets, their domains, methods and amounts.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const offerWalletsRoute = { method: 'POST', path: '/checkout/wallet-offer' } as const;

export const offerWallets = {
  id: 'offerWallets',
  route: offerWalletsRoute,
  tag: 'checkout',
  summary: 'The wallets the wallet frame may offer, and its sheet (the wallet frame only)',
  auth: 'write',
  // No CORS: only the wallet frame, served from this origin, asks.
  body: { json: 'WalletOfferRequest' },
  response: { status: 200, json: 'WalletOffer' },
  refusals: [{ status: 409, code: 'CONFLICT' }],
} as const satisfies Endpoint;

/** The wallet frame's page (its script is the frames' one). */
export const getWalletFrame = {
  id: 'getWalletFrame',
  route: { method: 'GET', path: '/checkout/wallet-frame' },
  tag: 'pages',
  summary: 'The wallet frame page',
  auth: 'none',
  cors: true,
  query: ['WalletFramePageQuery'],
  response: { status: 200, media: 'text/html' },
  refusals: [{ status: 400, code: 'VALIDATION' }],
} as const satisfies Endpoint;
