import type { ClientTokenRequest } from '../../src/api/clientTokens.js';
import { EXAMPLE_BUYER } from '../../src/api/exampleData.js';
import type { CatalogItem } from '../catalog.js';
import type { Scenario } from '../scenarios.js';

/** The demo buyer, pre-filled into the checkout (editable there). Test phones start with +1 99. */
// Its phone, +1 990…, is the sandbox's returning buyer's, which counts as verified (README).
export const DEMO_BUYER = {
  ...EXAMPLE_BUYER,
  address: { ...EXAMPLE_BUYER.address, street1: '500 Howard Street', street2: 'Suite 300' },
};

/** The shop's one customer id, so GET /orders?externalUserId finds every demo order. */
export const DEMO_CUSTOMER_ID = '2f6c1d7e-9a4b-4c3d-8e5f-1a2b3c4d5e6f';

/** A subdivision rate beside a country rate: buyers in California pay 7.25 %, elsewhere 5 %. */
export const DEMO_TAX_RATES = { US: '5', 'US-CA': '7.25' };

export interface TokenRequestInput {
  item: CatalogItem;
  scenario: Scenario;
  /** Absolute origin of the demo server, for the NFT image URL. */
  origin: string;
  /** Overrides the scenario's expiry (the e2e suite uses a few seconds). */
  expiresIn?: number | undefined;
  referenceId: string;
  /** Another test phone to prefill (a first-time buyer's). */
  phone?: string | undefined;
  /** Another customer id (a buyer whose identity document the service has not seen). */
  customerId?: string | undefined;
}

/** The client-token request for one purchase: the shop's defaults with the scenario's changes. */
export function buildTokenRequest(input: TokenRequestInput): ClientTokenRequest {
  const { item, scenario, origin, referenceId } = input;
  const tweak = scenario.tweak;
  const expiresIn = input.expiresIn ?? tweak.expiresIn;
  return {
    referenceId,
    externalUserId: input.customerId ?? DEMO_CUSTOMER_ID,
    ...(expiresIn === undefined ? {} : { expiresIn }),
    nft: {
      name: tweak.nftName ?? item.name,
      imageUrl: tweak.imageUrl ?? new URL(item.imagePath, origin).href,
      price: item.price,
      currencyCode: 'usd',
      quantity: 1,
      // The item's own delivery, unless the scenario makes the merchant deliver it.
      ...(tweak.merchantDelivers || !item.executionType
        ? {}
        : { executionType: item.executionType }),
      network: 'ethereum',
      platform: 'ERC8000',
      contractAddress: item.contractAddress,
      blockchainNftId: tweak.blockchainNftId ?? item.blockchainNftId,
      recipientAddress: '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432',
    },
    taxRates: DEMO_TAX_RATES,
    identityPrefill: {
      ...DEMO_BUYER,
      ...(input.phone ? { phone: input.phone } : {}),
      ...(tweak.emailAddress ? { emailAddress: tweak.emailAddress } : {}),
    },
    ...(tweak.paymentMethodTypeConfig
      ? { paymentMethodTypeConfig: tweak.paymentMethodTypeConfig }
      : {}),
  };
}
