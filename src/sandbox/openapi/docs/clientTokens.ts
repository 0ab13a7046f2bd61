import type { SomeDocs } from '../docTypes.js';
import * as ex from '../examples.js';
import { RESTART, storeFull } from './shared.js';

export const CLIENT_TOKEN_DOCS = {
  createClientToken: {
    description: [
      "Exchanges the merchant's credentials for a client token (spec 4, #1) and opens a Draft order for the purchase in the body. Hand the token to the widget (`mount(target, { clientToken, baseUrl })`); never the credentials.",
      '',
      '- `nft` is required, with `name` and an http(s) `imageUrl`; `nft.price × nft.quantity` is at most 1 000 000 000 (usd).',
      '- `expiresIn` (1 to 3600 seconds, default 1800) is when the unpaid order and its token expire: `expiresAt`.',
      "- `referenceId` (a UUID) is unique among the merchant's orders: a second order with the same one is 409.",
      '- `taxRates`: ISO 3166-2 keys (`US`, `US-CA`), percentages from 0 to 100 as numbers or numeric strings; a subdivision key wins over its country.',
      '- `paymentMethodTypeConfig.default` must be one of `enabled`, and `enabled` must not repeat a type.',
      '- `paymentMethodTypeConfig.enabled` may list the wallets `apple_pay` and `google_pay` besides the five payment method types (an extension of the interface), and must list at least one of the five: a buyer whose browser offers no wallet pays with it. A wallet is never the `default`; a wallet payment is charged as the type of the card it holds.',
      '- Bad credentials are 400 `UNAUTHORIZED` here (spec 5.2), not 401.',
      '',
      "**`orderId` in the answer is our extension of the spec**: the Draft order the token opened, so the merchant's server can keep it beside its own purchase without looking it up (the spec's answer has only `clientToken` and `expiresAt`).",
    ].join('\n'),
    body: { example: ex.clientTokenRequest },
    response: {
      description: 'The client token, its expiry and the order it opened.',
      example: ex.clientTokenResponse,
    },
    refusals: {
      '409 CONFLICT': {
        when: "`referenceId` is already used by another of the merchant's orders.",
        message: `This referenceId is already used by order ${ex.IDS.order}: referenceId must be unique per order.`,
      },
      '429 RATE_LIMITED': storeFull('orders', RESTART),
    },
  },
} satisfies SomeDocs;
