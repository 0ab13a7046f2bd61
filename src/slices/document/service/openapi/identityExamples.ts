import { AT } from '../../../../sandbox/openapi/examples.js';
import type { IdentityCheck } from '../../api/identityCheck.js';

/** The identity check of the one purchase's buyer, asked for a document at medium risk. */
export const identityRequired = {
  required: true,
  status: 'required',
  reason: 'risk_medium',
  attemptsLeft: 3,
  history: [{ phase: 'required', reason: 'risk_medium', at: AT.now }],
} satisfies IdentityCheck;
