import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import { TEST_WALLET_FILES } from '../../api/testWallet.js';

const handler =
  "The sandbox's test wallet is a web-based payment handler (W3C Payment Handler API) that Chromium installs just in time when the wallet frame asks its method; both wallets of the sandbox name it.";

export const TEST_WALLET_DOCS = {
  getTestWalletMethod: {
    description: `${handler} This is its payment method identifier and manifest: the \`Link\` header names the manifest (this same URL), which names the app's manifest (\`${TEST_WALLET_FILES.app}\`). Sandbox only.`,
    response: {
      description: 'The payment method manifest.',
      example: {
        default_applications: [`http://127.0.0.1:4010${TEST_WALLET_FILES.app}`],
        supported_origins: [],
      },
    },
  },
  getTestWalletApp: {
    description: `${handler} Its web app manifest: name, icon, service worker (scope \`/v1/wallets/test-pay/\`) and the payer's details it supplies (name, email, phone). Sandbox only.`,
    response: {
      description: 'The payment app manifest.',
      example: {
        name: 'Sandbox test wallet',
        icons: [
          {
            src: `http://127.0.0.1:4010${TEST_WALLET_FILES.icon}`,
            sizes: '48x48',
            type: 'image/png',
          },
        ],
        serviceworker: {
          src: `http://127.0.0.1:4010${TEST_WALLET_FILES.script}`,
          scope: 'http://127.0.0.1:4010/v1/wallets/test-pay/',
          use_cache: false,
        },
        payment: { supported_delegations: ['payerName', 'payerEmail', 'payerPhone'] },
      },
    },
  },
  getTestWalletIcon: {
    description: `${handler} The icon the browser shows for it (48×48 PNG). Sandbox only.`,
    response: { description: 'The icon.' },
  },
  getTestWalletScript: {
    description: `${handler} Its script (\`dist/test-wallet.js\`), the service worker's and the sheet's: as the worker, on a payment request it opens the sheet and answers with the card and payer chosen there. Kept out of the frames' script. Sandbox only.`,
    response: { description: 'The script.' },
  },
  getTestWalletSheet: {
    description: `${handler} The window its worker opens for a payment: whom the buyer pays and the total, a test card per outcome (approved, declined, 3-D Secure challenge, US debit), the payer's name, email and phone, and Pay; closing it (Escape, or the browser's close button) cancels. Sandbox only.`,
    response: { description: 'The page.' },
  },
} satisfies SomeDocs;
