import { randomInt } from 'node:crypto';
import {
  createDocumentMemory,
  type DocumentMemory,
} from '../../slices/document/service/documents.js';
import {
  createPhotoSlots,
  type PhotoSlots,
} from '../../slices/document/service/identity/photoSlots.js';
import { createPhoneCodeBook, type PhoneCodeBook } from '../../slices/phone/service/phoneCodes.js';
import { createTaxIdVault, type TaxIdVault } from '../../slices/taxId/service/taxIdVault.js';
import { createRateLimiter, type RateLimiter } from './rateLimiter.js';

/**
 * Requests one checkout (client token) may make in any 10 minutes (docs/protocol.md, rate
 * limits). A phone's own limits (the 30 s cooldown, 5 codes an hour) are the code book's.
 */
export const CHECKOUT_RATE_LIMITS = {
  phoneCode: { limit: 10, windowMs: 10 * 60_000 },
  phoneVerify: { limit: 30, windowMs: 10 * 60_000 },
  taxId: { limit: 10, windowMs: 10 * 60_000 },
  identityCapture: { limit: 10, windowMs: 10 * 60_000 },
  identityImage: { limit: 40, windowMs: 10 * 60_000 },
} as const;

/** Checkouts counted per merchant, as many as the orders it may keep. */
const CHECKOUTS_PER_MERCHANT = 10_000;

/**
 * What the buyer checks keep: phone codes, tax ids, verified identity documents, each
 * checkout's request counts, and the identity photos in progress.
 */
export interface BuyerCheckServices {
  phoneCodes: PhoneCodeBook;
  taxIds: TaxIdVault;
  documents: DocumentMemory;
  limits: { [K in keyof typeof CHECKOUT_RATE_LIMITS]: RateLimiter };
  /** Identity photos uploading or in their check, per merchant and in this process. */
  photoSlots: PhotoSlots;
}

export function createBuyerCheckServices(
  randomCode: () => string = () => String(randomInt(1_000_000)).padStart(6, '0'),
): BuyerCheckServices {
  const limiter = (key: keyof typeof CHECKOUT_RATE_LIMITS) =>
    createRateLimiter(CHECKOUT_RATE_LIMITS[key], CHECKOUTS_PER_MERCHANT);
  return {
    phoneCodes: createPhoneCodeBook({ randomCode }),
    taxIds: createTaxIdVault(),
    documents: createDocumentMemory(),
    limits: {
      phoneCode: limiter('phoneCode'),
      phoneVerify: limiter('phoneVerify'),
      taxId: limiter('taxId'),
      identityCapture: limiter('identityCapture'),
      identityImage: limiter('identityImage'),
    },
    photoSlots: createPhotoSlots(),
  };
}

export { DOCUMENT_RULES } from '../../slices/document/service/documents.js';
export {
  isReturningBuyerPhone,
  isTestPhone,
  PHONE_CODE_RULES,
  testPhoneCode,
} from '../../slices/phone/service/phoneCodes.js';
export { TAX_ID_RULES } from '../../slices/taxId/service/taxIdVault.js';
