import { framePage } from '../../../../sandbox/openapi/docs/frames.js';
import { notPayable } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import { TEST_WALLET_FILES } from '../../api/testWallet.js';

const page = framePage(
  'The page of the wallet buttons (the session\'s `walletFrameUrl`, present when the checkout offers a wallet). The widget frames it with `allow="payment"`; the page asks `wallet-offer` which wallets to show, runs the Payment Request API, and hands the widget only a wallet token.',
);

export const WALLET_OFFER_DOCS = {
  offerWallets: {
    description: [
      "What the wallet frame may offer, asked once it has the client token. Only the wallet frame, served from the service's own origin, calls it: no CORS headers.",
      '',
      "- `wallets`: the checkout's wallets (its `paymentMethodTypeConfig`), none when it takes no card (a wallet pays as a card). `domainRegistered` is whether the host name of `origin`, the top-level page, is among the merchant's payment domains (`POST /v1/payment-domains`; a port never matters); the service's own origin (its hosted page) needs none. Google Pay needs no registration.",
      `- \`methods\`: the Payment Request methods that pay with the wallet. The sandbox names its test wallet (\`${TEST_WALLET_FILES.method}\`) for both wallets.`,
      "- `quote`: the sheet's amounts for `address`, quoted for the checkout's default card type (`paymentMethodType`); the review shows the amounts for the wallet's own card.",
    ].join('\n'),
    body: {
      example: { origin: 'https://shop.example', address: { countryCode: 'US', regionCode: 'CA' } },
    },
    response: {
      description: 'The wallets, their domains and methods, and the amounts of the sheet.',
      example: {
        wallets: [
          {
            wallet: 'google_pay',
            domainRegistered: true,
            methods: [
              {
                supportedMethods: `http://localhost:4242${TEST_WALLET_FILES.method}`,
                data: { wallet: 'google_pay' },
              },
            ],
          },
        ],
        label: 'Genesis #42',
        paymentMethodType: 'us_credit',
        quote: {
          currency: 'USD',
          subtotal: 100,
          taxRate: 7.25,
          taxRegion: 'US-CA',
          tax: 7.25,
          clientProcessingFee: 3.5,
          networkFee: 0.5,
          total: 111.25,
        },
      },
    },
    refusals: { '409 CONFLICT': notPayable },
  },
  getWalletFrame: {
    ...page,
    query: {
      ...page.query,
      country: "The buyer's country (ISO 3166-1 alpha-2), for the sheet's tax; `US` when left out.",
      region: "The buyer's region code within the country (`CA`), for the sheet's tax.",
    },
  },
} satisfies SomeDocs;
