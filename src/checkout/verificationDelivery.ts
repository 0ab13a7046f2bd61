import { verificationSteps } from '../api/actionSteps.js';
import type { VerificationEvent } from '../api/hostEvents.js';
import { createStepDelivery } from './stepDelivery.js';
import type { VerificationLog } from './verificationLog.js';

/**
 * The identity check's steps as host events: one `verification` event per identity history
 * entry, in the history's order, each once, also across reloads (the log counts them).
 */
export const createVerificationDelivery = (
  log: VerificationLog,
  emit: (event: VerificationEvent) => void,
) => createStepDelivery(log, verificationSteps, emit);
