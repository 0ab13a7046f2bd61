import * as z from 'zod/mini';
import { lazySchema } from '../../../api/lazySchema.js';
import { CAPTURE_SIDES } from './identityCheck.js';

/*
 * A capture's part of the protocol that no client parses but a merchant still needs described:
 * the side a photo is, and the submission's answer. docs/openapi.json is generated from them.
 */

/** The side of a capture a photo is: `front`, `back` or `selfie`. */
export const captureSideSchema = /* @__PURE__ */ lazySchema(() => z.enum(CAPTURE_SIDES));

/** The answer of POST /checkout/identity/captures/{verificationId}/submit. */
export const captureSubmissionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    verificationId: z.string().check(z.minLength(1), z.maxLength(100)),
    status: z.literal('submitted'),
  }),
);
