import type { FrameApp } from '../../../frame/frameApp.js';
import { startChallengeFrame } from './challengeApp.js';
import { CHALLENGE_IDS } from './challengeFields.js';

/** The bank's 3-D Secure challenge page: its form, or the result it ends on. */
export const challengeFrameApp: FrameApp = {
  id: 'challenge',
  marks: [CHALLENGE_IDS.form, CHALLENGE_IDS.result],
  start: startChallengeFrame,
};
