// The slices' parts of an order that change it in time, listed once, in the order they settle.
import { challengeTimer } from '../../slices/challenge/service/challengeTimer.js';
import { verdictTimer } from '../../slices/document/service/identity/verdictTimer.js';
import type { TimedPart } from './timedPart.js';

export const TIMED_PARTS: readonly TimedPart[] = [challengeTimer, verdictTimer];
