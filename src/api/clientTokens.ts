import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';
import {
  countryCode,
  email,
  httpUrl,
  isoDate,
  isoDateTime,
  money,
  pattern,
  phone,
  uuid,
} from './primitives.js';

/** Payment method types of `paymentMethodTypeConfig` (spec 2.1). */
export const PAYMENT_METHOD_TYPES = [
  'us_debit',
  'us_credit',
  'international_debit',
  'international_credit',
  'ach',
] as const;
export const paymentMethodTypeSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum(PAYMENT_METHOD_TYPES),
);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

/**
 * Wallets a checkout may offer besides (an extension of `paymentMethodTypeConfig.enabled`,
 * docs/decisions.md): a wallet pays with a card it holds, so the order is charged as that card's
 * payment method type.
 */
export const WALLET_TYPES = ['apple_pay', 'google_pay'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** What `paymentMethodTypeConfig.enabled` may list: payment method types and wallets. */
export const enabledMethodTypeSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum([...PAYMENT_METHOD_TYPES, ...WALLET_TYPES]),
);
export type EnabledMethodType = z.infer<typeof enabledMethodTypeSchema>;

/** Whether `type` is a wallet rather than a payment method type. */
export const isWalletType = (type: EnabledMethodType): type is WalletType =>
  (WALLET_TYPES as readonly string[]).includes(type);

/** `nft.platform`: the spec's two marketplace placeholders resolved per product-notes. */
export const NFT_PLATFORMS = ['horizon', 'mattel', 'ERC8000', ''] as const;
export const EXECUTION_TYPES = ['smart_contract'] as const;

export const nftSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1, { error: 'must not be empty' })),
    imageUrl: httpUrl(),
    price: z.optional(money()),
    executionType: z.optional(z.enum(EXECUTION_TYPES)),
    network: z.optional(z.string()),
    recipientAddress: z.optional(z.string()),
    platform: z.optional(z.enum(NFT_PLATFORMS)),
    contractAddress: z.optional(z.string()),
    blockchainNftId: z.optional(z.string()),
    quantity: z.optional(z.int().check(z.minimum(1, { error: 'must be at least 1' }))),
    currencyCode: z.optional(z.literal('usd', { error: 'must be "usd"' })),
  }),
);
export type Nft = z.infer<typeof nftSchema>;

export const addressSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    street1: z.optional(z.string()),
    street2: z.optional(z.string()),
    city: z.optional(z.string()),
    regionCode: z.optional(z.string()),
    postalCode: z.optional(z.string()),
    countryCode: z.optional(countryCode()),
  }),
);
export type PartialAddress = z.infer<typeof addressSchema>;

export const identityPrefillSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    dateOfBirth: z.optional(isoDate()),
    emailAddress: z.optional(email()),
    phone: z.optional(phone()),
    address: z.optional(addressSchema),
  }),
);
export type IdentityPrefill = z.infer<typeof identityPrefillSchema>;

/** ISO 3166-2: a country (`US`) or a country subdivision (`US-CA`). */
export const TAX_REGION_PATTERN = /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/;
/** A percentage, as a number or a numeric string (the spec shows both), from 0 to 100. */
export const taxPercentSchema = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.union([z.number(), pattern(/^\d{1,16}(?:\.\d{1,16})?$/, 33, 'must be a numeric percentage')]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      // Checked per value so the failing key is named in the issue path.
      z
        .number()
        .check(
          z.minimum(0, { error: 'must be a percentage between 0 and 100' }),
          z.maximum(100, { error: 'must be a percentage between 0 and 100' }),
        ),
    ),
  ),
);
const TAX_REGION_ERROR = 'must be an ISO 3166-2 country or subdivision code, e.g. US or US-CA';
const taxRatesRecord = /* @__PURE__ */ lazySchema(() =>
  z.record(pattern(TAX_REGION_PATTERN, 6, TAX_REGION_ERROR), taxPercentSchema),
);
/**
 * zod's record drops an own `__proto__` key (JSON.parse makes one) without a word, so a body the
 * client calls valid would still carry it: refuse it like any other key outside ISO 3166-2.
 */
export const taxRatesSchema = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.custom<z.input<typeof taxRatesRecord>>(
      (value) => typeof value !== 'object' || value === null || !Object.hasOwn(value, '__proto__'),
      { error: TAX_REGION_ERROR, path: ['__proto__'] },
    ),
    taxRatesRecord,
  ),
);
export type TaxRates = z.output<typeof taxRatesSchema>;

export const paymentMethodTypeConfigSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      enabled: z
        .array(enabledMethodTypeSchema)
        .check(z.minLength(1, { error: 'must list at least one payment method type' })),
      default: z.optional(paymentMethodTypeSchema),
    })
    .check(
      z.refine((c) => !c.enabled.every(isWalletType), {
        error:
          'enabled must list a card or bank type besides wallets (e.g. "us_debit"): a buyer whose browser offers no wallet pays with it',
        path: ['enabled'],
      }),
      z.refine((c) => c.default === undefined || c.enabled.includes(c.default), {
        error: 'default must be one of the enabled types',
        path: ['default'],
      }),
      z.refine((c) => new Set(c.enabled).size === c.enabled.length, {
        error: 'enabled must not repeat a type',
        path: ['enabled'],
      }),
    ),
);
export type PaymentMethodTypeConfig = z.infer<typeof paymentMethodTypeConfigSchema>;

export const MAX_EXPIRES_IN = 3600;
export const DEFAULT_EXPIRES_IN = 1800;

export const clientTokenRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    referenceId: z.optional(uuid()),
    expiresIn: z.optional(
      z
        .number()
        .check(
          z.minimum(1, { error: 'must be at least 1 second' }),
          z.maximum(MAX_EXPIRES_IN, { error: `must be at most ${MAX_EXPIRES_IN} seconds` }),
        ),
    ),
    externalUserId: z.optional(uuid()),
    customerId: z.optional(z.string()),
    // The only top-level field we require: a checkout without an item cannot start.
    nft: nftSchema,
    taxRates: z.optional(taxRatesSchema),
    identityPrefill: z.optional(identityPrefillSchema),
    paymentMethodTypeConfig: z.optional(paymentMethodTypeConfigSchema),
  }),
);
export type ClientTokenRequest = z.input<typeof clientTokenRequestSchema>;
export type ClientTokenRequestParsed = z.output<typeof clientTokenRequestSchema>;

export const clientTokenResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    clientToken: uuid(),
    expiresAt: isoDateTime(),
    /**
     * Our extension of the spec: the Draft order the token opened, so the merchant's server can
     * keep it beside its own purchase without looking it up. Optional: the spec's answer lacks it.
     */
    orderId: z.optional(z.string().check(z.minLength(1))),
  }),
);
export type ClientTokenResponse = z.infer<typeof clientTokenResponseSchema>;
