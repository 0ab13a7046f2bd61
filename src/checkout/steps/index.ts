import { details } from '../../slices/details/widget/index.js';
import { identityDocument } from '../../slices/document/widget/index.js';
import { payment } from '../../slices/payment/widget/index.js';
import { phone } from '../../slices/phone/widget/index.js';
import { review } from '../../slices/review/widget/index.js';
import { taxId } from '../../slices/taxId/widget/index.js';
import type { AnyStep } from './descriptor.js';

/**
 * The purchase flow, in order. The current step, Back and Continue are derived from this list;
 * adding a step is a folder beside these and one line here (docs/architecture.md).
 */
export const FLOW: readonly AnyStep[] = [details, phone, taxId, identityDocument, payment, review];

/** The chunk loader's name of a step's view (it appears in the error if it cannot load). */
export const stepPart = (id: string) => `${id} step`;
