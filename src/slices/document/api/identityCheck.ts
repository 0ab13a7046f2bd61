import * as z from 'zod/mini';
import { lazySchema } from '../../../api/lazySchema.js';
import { countryCode, httpUrl, isoDateTime } from '../../../api/primitives.js';

/*
 * The identity-document step of the purchase (docs/protocol.md, identity documents): the
 * service's decision that a buyer must verify a document before paying, the capture session the
 * document frame runs, and how the verification went, as the order feed carries it.
 */

/** Documents a buyer may verify with, and the sides each one is photographed on. */
export const IDENTITY_DOCUMENT_SIDES = {
  passport: ['front'],
  driver_license: ['front', 'back'],
  national_id: ['front', 'back'],
} as const;
export const IDENTITY_DOCUMENT_TYPES = ['passport', 'driver_license', 'national_id'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

/** Every image a capture may hold: the document's sides and the buyer's selfie. */
export const CAPTURE_SIDES = ['front', 'back', 'selfie'] as const;
export type CaptureSide = (typeof CAPTURE_SIDES)[number];

/** The images a capture of this document needs, in the order the frame asks for them. */
export function captureSides(type: IdentityDocumentType): readonly CaptureSide[] {
  return [...IDENTITY_DOCUMENT_SIDES[type], 'selfie'];
}

/** Why the service asks this buyer for a document: the risk level of the buyer's details. */
export const IDENTITY_REASONS = ['risk_medium', 'risk_high'] as const;
export type IdentityReason = (typeof IDENTITY_REASONS)[number];

/**
 * Where the buyer's identity check is. `not_required`: nothing to do. `required`: verify a
 * document before paying. `submitted`: the images are with the verifier. `verified`: done (in
 * this checkout, or within the last 90 days for this merchant and customer). `failed`: the last
 * capture failed (`failure` says why; another capture is allowed while `attemptsLeft` > 0).
 */
export const IDENTITY_STATUSES = [
  'not_required',
  'required',
  'submitted',
  'verified',
  'failed',
] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/**
 * Why a capture failed, and what the buyer does: `image_unreadable` retake the photos,
 * `document_expired` use another document, `face_mismatch` take the selfie again (retry),
 * `document_forged` nothing (the order is cancelled with RISD).
 */
export const IDENTITY_FAILURES = [
  'image_unreadable',
  'document_expired',
  'face_mismatch',
  'document_forged',
] as const;
export type IdentityFailure = (typeof IDENTITY_FAILURES)[number];

/** The host event phases of the identity check, one `verification` event each. */
export const IDENTITY_PHASES = ['required', 'submitted', 'verified', 'failed'] as const;
export type IdentityPhase = (typeof IDENTITY_PHASES)[number];

/** Captures an order allows: the first and two retries. */
export const IDENTITY_ATTEMPTS = 3;

/** Most entries an identity history holds (a requirement, then three captures of two each). */
export const IDENTITY_HISTORY_MAX = 1 + IDENTITY_ATTEMPTS * 2;

/** One step of the identity check, numbered by its place in `history` (from 1). */
export const identityHistoryEntrySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phase: z.enum(IDENTITY_PHASES),
    /** The capture's verification id (spec 2.11); absent on `required`. */
    verificationId: z.optional(z.string().check(z.maxLength(100))),
    reason: z.optional(z.enum(IDENTITY_REASONS)),
    failure: z.optional(z.enum(IDENTITY_FAILURES)),
    at: isoDateTime(),
  }),
);
export type IdentityHistoryEntry = z.infer<typeof identityHistoryEntrySchema>;

/** The identity check of an order (`OrderState.identity`), once the service has assessed it. */
export const identityCheckSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The buyer must have a verified document before paying. */
    required: z.boolean(),
    status: z.enum(IDENTITY_STATUSES),
    /** Why the document is asked for (absent when it is not). */
    reason: z.optional(z.enum(IDENTITY_REASONS)),
    /** The latest capture's (or the remembered verification's) id. */
    verificationId: z.optional(z.string().check(z.maxLength(100))),
    failure: z.optional(z.enum(IDENTITY_FAILURES)),
    /** Captures left in this order. */
    attemptsLeft: z.int().check(z.minimum(0), z.maximum(IDENTITY_ATTEMPTS)),
    /** Every step so far: the widget tells the host of each once (its `verification` event). */
    history: z.array(identityHistoryEntrySchema).check(z.maxLength(IDENTITY_HISTORY_MAX)),
  }),
);
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

/** POST /checkout/identity/captures (the document frame only): the document the buyer chose. */
export const captureRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    documentType: z.enum(IDENTITY_DOCUMENT_TYPES),
    issuingCountry: countryCode(),
  }),
);
export type CaptureRequest = z.infer<typeof captureRequestSchema>;

/** A capture session: its verification id (spec 2.10/2.11), the images it takes, its expiry. */
export const captureSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    verificationId: z.string().check(z.maxLength(100)),
    documentType: z.enum(IDENTITY_DOCUMENT_TYPES),
    sides: z.array(z.enum(CAPTURE_SIDES)),
    expiresAt: isoDateTime(),
  }),
);
export type Capture = z.infer<typeof captureSchema>;

/** PUT /checkout/identity/captures/{id}/images/{side}: what the service read of the image. */
export const captureImageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    side: z.enum(CAPTURE_SIDES),
    type: z.enum(['jpeg', 'png', 'heic']),
    width: z.int().check(z.minimum(1)),
    height: z.int().check(z.minimum(1)),
    bytes: z.int().check(z.minimum(1)),
  }),
);
export type CaptureImage = z.infer<typeof captureImageSchema>;

/** The session's identity check settings (`checks.identity`). */
export const identitySettingsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The service assesses the buyer before payment and may ask for a document. */
    enabled: z.boolean(),
    /** The document frame page on the service origin (docs/protocol.md, document frame). */
    frameUrl: httpUrl(),
  }),
);
