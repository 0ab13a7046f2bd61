export {
  DEFAULT_DELAYS,
  type DelayOption,
  FAST_DELAYS,
  type LifecycleDelays,
  resolveDelays,
} from './delays.js';
export {
  type CardAuthentication,
  type CardOutcome,
  type ChallengeKind,
  type Plan,
  type PlanInput,
  type PlannedPayment,
  type PlannedTransition,
  planConfirm,
  SANDBOX_NFT_IDS,
  type Trigger,
} from './planner.js';
export {
  awaitsPayment,
  type LifecycleState,
  nextDueAt,
  type ScheduledTransition,
  scheduleTransitions,
  settle,
} from './settle.js';
export {
  applyTransition,
  canTransition,
  FINAL_STATUSES,
  type OrderHistory,
  openHistory,
  TRANSITIONS,
  type TransitionRequest,
  type TransitionResult,
} from './transitions.js';
