import { AT, draftOrder, IDS } from '../../../../sandbox/openapi/examples.js';
import type { StepWebhookExample } from '../../../../sandbox/openapi/stepWebhookExample.js';
import type { IDENTITY_PHASES } from '../../api/identityCheck.js';

/** A `verification.*` event of the one purchase: the check asked for, then each phase after. */
export const verificationWebhookExample: StepWebhookExample = (base) => {
  if (!base.type.startsWith('verification.')) return undefined;
  const phase = base.type.slice('verification.'.length) as (typeof IDENTITY_PHASES)[number];
  return {
    ...base,
    sequence: 2,
    data: {
      order: draftOrder,
      verification: {
        phase,
        verificationId: phase === 'required' ? null : IDS.verification,
        ...(phase === 'required' ? { reason: 'risk_medium' as const } : {}),
        ...(phase === 'failed' ? { failure: 'face_mismatch' as const } : {}),
        attemptsLeft: phase === 'required' ? 3 : 2,
        at: AT.now,
      },
    },
  };
};
