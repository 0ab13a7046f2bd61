// A wallet's card becomes a token here, from the wallet frame.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const tokenizeWalletRoute = { method: 'POST', path: '/checkout/wallet-tokens' } as const;

export const tokenizeWallet = {
  id: 'tokenizeWallet',
  route: tokenizeWalletRoute,
  tag: 'checkout',
  summary: "Tokenize a wallet's card (the wallet frame only)",
  auth: 'write',
  // No CORS: only the wallet frame, served from this origin, may send a wallet's payment data.
  body: { json: 'WalletTokenRequest' },
  response: { status: 200, json: 'WalletToken' },
  refusals: [
    { status: 403, code: 'FORBIDDEN' },
    { status: 409, code: 'CONFLICT' },
    { status: 429, code: 'RATE_LIMITED' },
  ],
} as const satisfies Endpoint;
