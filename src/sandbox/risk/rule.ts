import type { CHECKPOINT_NAMES, Device } from '../../api/customers.js';
import type { RiskSubject } from './subject.js';

export type CheckpointName = (typeof CHECKPOINT_NAMES)[number];

/**
 * Where a rule's result shows in `checkpoints.customer` (email, phone, historical, purchase) and in
 * the signals (address); identity and other rules only count toward their checkpoint's level.
 */
export type RuleGroup =
  | 'modifier'
  | 'email'
  | 'phone'
  | 'identity'
  | 'address'
  | 'history'
  | 'purchase'
  | 'other';

export interface RuleContext {
  subject: RiskSubject;
  device?: Device | undefined;
  now: Date;
}

/** One entry of the fixed rule catalogue. */
export interface RuleDefinition {
  id: number;
  name: string;
  checkpoint: CheckpointName;
  group: RuleGroup;
  /** Added to the checkpoint's score (0 to 1000) when the rule fires and is live. */
  points: number;
  /** A rule that is not live fires and is reported, but adds no points (shadow mode). */
  isLive: boolean;
  /** An allow-list rule: it lowers or vouches for risk instead of raising it. */
  isAllowlisted: boolean;
  reasonCode?: string;
  fires(context: RuleContext): boolean;
}
