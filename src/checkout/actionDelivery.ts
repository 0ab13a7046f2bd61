import { type ActionStep, actionSteps } from '../api/actionSteps.js';
import { createStepDelivery } from './stepDelivery.js';
import type { VerificationLog } from './verificationLog.js';

/** Tells the host each step of the card authentication once, in order, also across reloads. */
export const createActionDelivery = (log: VerificationLog, emit: (event: ActionStep) => void) =>
  createStepDelivery(log, actionSteps, emit);

export { actionSteps };
