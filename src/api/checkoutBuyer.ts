import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';
import { countryCode, email, isoDate, nonEmpty, phone } from './primitives.js';

/*
 * The widget protocol's buyer: the details the buyer types, which confirm and the identity
 * assessment send.
 */

export const buyerAddressSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    street1: nonEmpty(),
    street2: z.optional(z.string()),
    city: nonEmpty(),
    regionCode: nonEmpty(),
    postalCode: nonEmpty(),
    countryCode: countryCode(),
  }),
);

export const buyerSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    firstName: nonEmpty(),
    lastName: nonEmpty(),
    dateOfBirth: isoDate(),
    emailAddress: email(),
    phone: phone(),
    address: buyerAddressSchema,
  }),
);
export type Buyer = z.infer<typeof buyerSchema>;
