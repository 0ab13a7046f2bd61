import type { AnyStep } from './descriptor.js';
import { details } from './details/index.js';
import { identityDocument } from './document/index.js';
import { payment } from './payment/index.js';
import { phone } from './phone/index.js';
import { review } from './review/index.js';
import { taxId } from './taxId/index.js';

/**
 * The purchase flow, in order. The current step, Back and Continue are derived from this list;
 * adding a step is a folder beside these and one line here (docs/architecture.md).
 */
export const FLOW: readonly AnyStep[] = [details, phone, taxId, identityDocument, payment, review];

/** The chunk loader's name of a step's view (it appears in the error if it cannot load). */
export const stepPart = (id: string) => `${id} step`;
