import * as z from 'zod/mini';
import { lazySchema } from '../../../api/lazySchema.js';
import { httpUrl } from '../../../api/primitives.js';

/*
 * The sandbox's test wallet as the browser meets it: a web-based payment handler at the service
 * origin (https://w3c.github.io/payment-handler/). Its method manifest names its app; the app's
 * manifest names its icon and its service worker, which opens the wallet's sheet.
 */

/** Where the test wallet's files live, under the service origin. */
export const TEST_WALLET_FILES = {
  method: '/v1/wallets/test-pay',
  app: '/v1/wallets/test-pay/app.json',
  icon: '/v1/wallets/test-pay/icon.png',
  script: '/v1/wallets/test-pay/script.js',
  sheet: '/v1/wallets/test-pay/sheet',
} as const;

/** The worker's scope: the folder of its script, which holds the sheet. */
export const TEST_WALLET_SCOPE = '/v1/wallets/test-pay/';

/** The payment method manifest: the app that pays with the method, and no other origin. */
export const paymentMethodManifestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    default_applications: z.array(httpUrl()),
    supported_origins: z.array(httpUrl()),
  }),
);

/** The payment app's web app manifest: what Chromium installs just in time. */
export const paymentAppManifestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    name: z.string(),
    icons: z.array(z.object({ src: httpUrl(), sizes: z.string(), type: z.string() })),
    serviceworker: z.object({ src: httpUrl(), scope: httpUrl(), use_cache: z.boolean() }),
    payment: z.object({ supported_delegations: z.array(z.string()) }),
  }),
);
