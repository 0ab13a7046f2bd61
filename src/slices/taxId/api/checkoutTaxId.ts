// The tax-id check's part of the widget protocol (docs/protocol.md, buyer checks): what the
// session says of tax ids, the SSN the tax-id frame sends and the token it gets back.
import * as z from 'zod/mini';
import { TAX_ID_TOKEN, TAX_ID_TOKEN_MAX_LENGTH } from '../../../api/formats.js';
import { lazySchema } from '../../../api/lazySchema.js';
import { countryCode, httpUrl, pattern } from '../../../api/primitives.js';
import { SSN_DIGITS } from '../../../api/ssn.js';

/** The session's tax-id check (`checks.taxId`): buyers of these countries give a tax id (SSN). */
export const taxIdSettingsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** Countries whose buyers give a tax id (`['US']`), empty when none do. */
    countries: z.array(countryCode()),
    /** The tax-id frame page on the service origin (docs/protocol.md, tax-id frame). */
    frameUrl: httpUrl(),
  }),
);

/** The token the tax-id frame hands back (its rules: taxId.ts). */
export const taxIdTokenField = () =>
  pattern(TAX_ID_TOKEN, TAX_ID_TOKEN_MAX_LENGTH, 'must be a tax id token');

/** POST /checkout/tax-ids (the tax-id frame only, no CORS): nine digits, no dashes. */
export const taxIdRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    taxId: pattern(SSN_DIGITS, 9, 'must be the 9 digits of the SSN'),
  }),
);
export type TaxIdRequest = z.infer<typeof taxIdRequestSchema>;

/** A tax id the service keeps for this order: the token and the last four digits, never more. */
export const taxIdTokenSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    taxIdToken: taxIdTokenField(),
    last4: pattern(/^\d{4}$/, 4, 'must be 4 digits'),
  }),
);
export type TaxIdToken = z.infer<typeof taxIdTokenSchema>;
